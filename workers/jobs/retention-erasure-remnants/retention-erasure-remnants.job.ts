import { defineJob } from '../../../src/platform/queues/job-definition.ts';
import { RetentionRunRequested } from '../../../src/platform/personal-data/retention-events.contract.ts';

/**
 * Removes what erasures and finished work leave behind once older than
 * RETENTION_ERASURE_REMNANT_DAYS (decision 037): the directory's change rows naming executives no
 * longer listed, and finished jobs in Redis with their data. Daily on
 * RETENTION_ERASURE_REMNANTS_CRON, or on RetentionRunRequested.
 */
export const retentionErasureRemnantsJob = defineJob({
  id: 'retention.erasure-remnants',
  version: 1,
  queue: 'notifications',
  payload: RetentionRunRequested.payload,
  triggeredBy: RetentionRunRequested.type,
  schedule: (config) => config.retention.erasureRemnantsCron,
});
