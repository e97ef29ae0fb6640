import { defineJob } from '../../../src/platform/queues/job-definition.ts';
import { ProfileApprovalRevoked, ProfileApproved, ProfileRejected } from '../../../src/modules/profiles/index.ts';

/** The executive hears of each decision on their profile. */
export const profileApprovedJob = defineJob({
  id: 'email.profile-approved',
  version: 1,
  queue: 'email',
  payload: ProfileApproved.payload,
  triggeredBy: ProfileApproved.type,
});

export const profileRejectedJob = defineJob({
  id: 'email.profile-rejected',
  version: 1,
  queue: 'email',
  payload: ProfileRejected.payload,
  triggeredBy: ProfileRejected.type,
});

export const profileApprovalRevokedJob = defineJob({
  id: 'email.profile-approval-revoked',
  version: 1,
  queue: 'email',
  payload: ProfileApprovalRevoked.payload,
  triggeredBy: ProfileApprovalRevoked.type,
});
