import { defineJob } from '../../../src/platform/queues/job-definition.ts';
import { InvitationCreated, InvitationResent } from '../../../src/modules/invitations/index.ts';

/** The invitation e-mail, first sent when the invitation is created... */
export const invitationEmailJob = defineJob({
  id: 'email.invitation',
  version: 1,
  queue: 'email',
  payload: InvitationCreated.payload,
  triggeredBy: InvitationCreated.type,
});

/** ...and again, with a new link, at each resend. */
export const invitationResentEmailJob = defineJob({
  id: 'email.invitation-resent',
  version: 1,
  queue: 'email',
  payload: InvitationResent.payload,
  triggeredBy: InvitationResent.type,
});
