import { defineJob } from '../../../src/platform/queues/job-definition.ts';
import { SecondFactorChanged } from '../../../src/modules/identity/index.ts';

/** Tells a person their two-step sign-in changed: a factor added or removed, codes replaced or used (decision 045). */
export const secondFactorChangedJob = defineJob({
  id: 'email.second-factor-changed',
  version: 1,
  queue: 'email',
  payload: SecondFactorChanged.payload,
  triggeredBy: SecondFactorChanged.type,
});
