import { defineJob } from '../../../src/platform/queues/job-definition.ts';
import { SignUpAttemptedForExistingAccount } from '../../../src/modules/identity/index.ts';

/** Tells the owner of a confirmed account that someone tried to sign up with its address. */
export const accountExistsJob = defineJob({
  id: 'email.account-exists',
  version: 1,
  queue: 'email',
  payload: SignUpAttemptedForExistingAccount.payload,
  triggeredBy: SignUpAttemptedForExistingAccount.type,
});
