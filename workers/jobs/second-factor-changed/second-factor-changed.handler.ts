import { defineJobHandler } from '../../../src/platform/queues/job-definition.ts';
import type { WorkerJobContext } from '../../job-services.ts';
import { sendEmailOnce } from '../../../src/platform/mail/send-email-once.ts';
import { findSecondFactorChangeNotice } from '../../../src/modules/identity/index.ts';
import { secondFactorChangedTemplate } from '../../templates/second-factor-changed.template.ts';
import { secondFactorChangedJob } from './second-factor-changed.job.ts';

/** Reads the account and the session when the job runs (the outbox holds ids only) and mails what changed. */
export const secondFactorChangedHandler = defineJobHandler(secondFactorChangedJob, async (payload, context: WorkerJobContext) => {
  const notice = await findSecondFactorChangeNotice(context.em, payload, context.config.http.publicUrl);
  if (!notice) return;
  await sendEmailOnce(context, { to: notice.to, template: secondFactorChangedTemplate, data: notice });
});
