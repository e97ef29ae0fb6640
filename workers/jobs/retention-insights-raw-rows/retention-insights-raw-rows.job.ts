import { defineJob } from '../../../src/platform/queues/job-definition.ts';
import { RetentionRunRequested } from '../../../src/platform/personal-data/retention-events.contract.ts';

/**
 * Deletes insights' raw rows once they have done their work (decisions 037 and 050): hourly on
 * RETENTION_INSIGHTS_RAW_ROWS_CRON, or on RetentionRunRequested.
 */
export const retentionInsightsRawRowsJob = defineJob({
  id: 'retention.insights-raw-rows',
  version: 1,
  queue: 'notifications',
  payload: RetentionRunRequested.payload,
  triggeredBy: RetentionRunRequested.type,
  schedule: (config) => config.retention.insightsRawRowsCron,
});
