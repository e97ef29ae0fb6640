import { defineJobHandler } from '../../../src/platform/queues/job-definition.ts';
import { deleteInsightsRawRows } from '../../../src/modules/insights/index.ts';
import { retentionInsightsRawRowsJob } from './retention-insights-raw-rows.job.ts';

/** Idempotent: a rerun finds nothing past its time. */
export const retentionInsightsRawRowsHandler = defineJobHandler(retentionInsightsRawRowsJob, async (_payload, context) => {
  const deleted = await deleteInsightsRawRows(context.em);
  context.logger.info(deleted, 'insights raw rows deleted');
});
