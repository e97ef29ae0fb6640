import { format } from 'date-fns';
import { defineJobHandler } from '../../../src/platform/queues/job-definition.ts';
import type { WorkerJobContext } from '../../job-services.ts';
import { sendEmailOnce } from '../../../src/platform/mail/send-email-once.ts';
import { currentInvitationRecipient, issueInvitationLink } from '../../../src/modules/invitations/index.ts';
import { invitationTemplate, type InvitationEmailData } from '../../templates/invitation.template.ts';
import { invitationEmailJob, invitationResentEmailJob } from './invitation-email.job.ts';

/** The invitation was settled or resent between the check and the send: retry, and the check skips it. */
class InvitationNoLongerCurrentError extends Error {}

/**
 * Sends the invitation with a link minted at the moment of sending (only its hash is stored). An
 * invitation claimed or expired since, or replaced by a later resend, gets nothing: the later
 * event's job sends the link that counts. The delivery row (event id + recipient) keeps a retry
 * from sending twice.
 */
async function sendInvitation(payload: { invitationId: string }, context: WorkerJobContext): Promise<void> {
  const to = await currentInvitationRecipient(context.em, payload.invitationId, context.eventId);
  if (!to) {
    context.logger.info({ eventId: context.eventId, invitationId: payload.invitationId }, 'invitation settled or resent since: e-mail skipped');
    return;
  }
  const data = async (): Promise<InvitationEmailData> => {
    const link = await issueInvitationLink(context.em, payload.invitationId, context.eventId);
    if (!link) throw new InvitationNoLongerCurrentError('the invitation was settled or resent while its e-mail was being sent');
    return {
      firstName: link.firstName,
      consultantName: link.consultantName,
      url: `${context.config.http.publicUrl}/auth/complete-profile?token=${encodeURIComponent(link.token)}`,
      expiresOn: format(link.expiresAt, 'MMMM d, yyyy'),
    };
  };
  await sendEmailOnce(context, { to, template: invitationTemplate, data });
}

export const invitationEmailHandler = defineJobHandler(invitationEmailJob, sendInvitation);
export const invitationResentEmailHandler = defineJobHandler(invitationResentEmailJob, sendInvitation);
