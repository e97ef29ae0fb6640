import { defineJob } from '../../../src/platform/queues/job-definition.ts';
import { PasswordResetRequested } from '../../../src/modules/identity/index.ts';

/** The one-hour password reset link. */
export const passwordResetJob = defineJob({
  id: 'email.password-reset',
  version: 1,
  queue: 'email',
  payload: PasswordResetRequested.payload,
  triggeredBy: PasswordResetRequested.type,
});
