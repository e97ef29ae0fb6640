import { defineJob } from '../../../src/platform/queues/job-definition.ts';
import { RetentionRunRequested } from '../../../src/platform/personal-data/retention-events.contract.ts';

/**
 * Erases the accounts never confirmed within RETENTION_UNCONFIRMED_ACCOUNT_DAYS of sign-up
 * (decision 037): daily on RETENTION_UNCONFIRMED_ACCOUNTS_CRON, or with every retention job on
 * RetentionRunRequested. On the general 'notifications' queue: it sends nothing.
 */
export const retentionUnconfirmedAccountsJob = defineJob({
  id: 'retention.unconfirmed-accounts',
  version: 1,
  queue: 'notifications',
  payload: RetentionRunRequested.payload,
  triggeredBy: RetentionRunRequested.type,
  schedule: (config) => config.retention.unconfirmedAccountsCron,
});
