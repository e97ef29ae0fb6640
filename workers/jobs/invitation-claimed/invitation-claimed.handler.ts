import { defineJobHandler } from '../../../src/platform/queues/job-definition.ts';
import type { WorkerJobContext } from '../../job-services.ts';
import { sendEmailOnce } from '../../../src/platform/mail/send-email-once.ts';
import { findClaimedInvitation } from '../../../src/modules/invitations/index.ts';
import { invitationClaimedTemplate } from '../../templates/invitation-claimed.template.ts';
import { invitationClaimedJob } from './invitation-claimed.job.ts';

/** One e-mail to the consultant; nothing when the invitation or the consultant's account is gone. */
export const invitationClaimedHandler = defineJobHandler(invitationClaimedJob, async (payload, context: WorkerJobContext) => {
  const notice = await findClaimedInvitation(context.em, payload.invitationId);
  if (!notice) {
    context.logger.info({ eventId: context.eventId }, 'claimed invitation or its consultant is gone: no notice');
    return;
  }
  await sendEmailOnce(context, {
    to: notice.consultantEmail,
    template: invitationClaimedTemplate,
    data: {
      consultantFirstName: notice.consultantFirstName,
      inviteeName: notice.inviteeName,
      inviteeEmail: notice.inviteeEmail,
      dashboardUrl: `${context.config.http.publicUrl}/consultant-dashboard`,
    },
  });
});
