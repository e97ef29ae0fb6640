import { defineJob } from '../../../src/platform/queues/job-definition.ts';
import { AccountDeletionRequested } from '../../../src/modules/identity/index.ts';

/** Mails the deletion's confirmation, then erases what every module holds of the person (decision 039). */
export const accountErasureJob = defineJob({
  id: 'account.erase',
  version: 1,
  queue: 'email',
  payload: AccountDeletionRequested.payload,
  triggeredBy: AccountDeletionRequested.type,
});
