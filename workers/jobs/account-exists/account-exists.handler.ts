import { defineJobHandler } from '../../../src/platform/queues/job-definition.ts';
import type { WorkerJobContext } from '../../job-services.ts';
import { sendEmailOnce } from '../../../src/platform/mail/send-email-once.ts';
import { findAccountExistsNotice } from '../../../src/modules/identity/index.ts';
import { accountExistsTemplate } from '../../templates/account-exists.template.ts';
import { accountExistsJob } from './account-exists.job.ts';

/** The address is read now, not at sign-up, so the outbox holds no address and a deleted account gets nothing. */
export const accountExistsHandler = defineJobHandler(accountExistsJob, async (payload, context: WorkerJobContext) => {
  const notice = await findAccountExistsNotice(context.em, payload.userId, context.config.http.publicUrl);
  if (!notice) {
    context.logger.info({ eventId: context.eventId }, 'account gone: no account-exists e-mail');
    return;
  }
  await sendEmailOnce(context, { to: notice.to, template: accountExistsTemplate, data: notice });
});
