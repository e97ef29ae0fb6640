import { defineJob } from '../../../src/platform/queues/job-definition.ts';
import { ExecutiveSignedInForFirstTime } from '../../../src/modules/identity/index.ts';
import { InvitationClaimed } from '../../../src/modules/invitations/index.ts';

/** An executive's first sign-in enrols them in the community (spec part 1 section 1)... */
export const enrolOnFirstSignInJob = defineJob({
  id: 'community.enrol-on-first-sign-in',
  version: 1,
  queue: 'slack',
  payload: ExecutiveSignedInForFirstTime.payload,
  triggeredBy: ExecutiveSignedInForFirstTime.type,
});

/** ...and so does completing an account from an invitation. */
export const enrolOnInvitationClaimJob = defineJob({
  id: 'community.enrol-on-invitation-claim',
  version: 1,
  queue: 'slack',
  payload: InvitationClaimed.payload,
  triggeredBy: InvitationClaimed.type,
});
