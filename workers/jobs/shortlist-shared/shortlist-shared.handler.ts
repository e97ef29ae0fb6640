import { defineJobHandler } from '../../../src/platform/queues/job-definition.ts';
import type { WorkerJobContext } from '../../job-services.ts';
import { sendEmailOnce } from '../../../src/platform/mail/send-email-once.ts';
import { findShortlistShareNotice } from '../../../src/modules/shortlists/index.ts';
import { shortlistSharedTemplate } from '../../templates/shortlist-shared.template.ts';
import { shortlistSharedJob } from './shortlist-shared.job.ts';

/** One e-mail to the colleague; nothing when the share was revoked (or the list is gone) before it ran. */
export const shortlistSharedHandler = defineJobHandler(shortlistSharedJob, async (payload, context: WorkerJobContext) => {
  const notice = await findShortlistShareNotice(context.em, payload.shortlistId, payload.clientId);
  if (!notice) {
    context.logger.info({ eventId: context.eventId }, 'shortlist share revoked or gone: no e-mail');
    return;
  }
  await sendEmailOnce(context, {
    to: notice.colleagueEmail,
    template: shortlistSharedTemplate,
    data: {
      colleagueFirstName: notice.colleagueFirstName,
      ownerName: notice.ownerName,
      shortlistName: notice.shortlistName,
      shortlistUrl: `${context.config.http.publicUrl}/shortlists?shared=${encodeURIComponent(notice.shortlistId)}`,
    },
  });
});
