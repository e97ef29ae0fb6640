import { defineJob } from '../../../src/platform/queues/job-definition.ts';
import { InvitationClaimed } from '../../../src/modules/invitations/index.ts';

/** Tells the consultant that their invitee created the account. */
export const invitationClaimedJob = defineJob({
  id: 'email.invitation-claimed',
  version: 1,
  queue: 'email',
  payload: InvitationClaimed.payload,
  triggeredBy: InvitationClaimed.type,
});
