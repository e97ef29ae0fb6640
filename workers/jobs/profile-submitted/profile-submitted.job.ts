import { defineJob } from '../../../src/platform/queues/job-definition.ts';
import { ProfileSubmitted } from '../../../src/modules/profiles/index.ts';

/** Tells every super admin that a profile waits for approval. */
export const profileSubmittedJob = defineJob({
  id: 'email.profile-submitted',
  version: 1,
  queue: 'email',
  payload: ProfileSubmitted.payload,
  triggeredBy: ProfileSubmitted.type,
});
