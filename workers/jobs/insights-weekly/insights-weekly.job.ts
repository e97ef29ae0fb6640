import { defineJob } from '../../../src/platform/queues/job-definition.ts';
import { InsightsWeeklyEmailRequested } from '../../../src/modules/insights/index.ts';

/**
 * The weekly insights e-mail (issue 42 item 4, decision 050): on its schedule
 * (INSIGHTS_WEEKLY_EMAIL_CRON, Mondays at 06:00 UTC) and on request (`npm run insights -- send-weekly`).
 */
export const insightsWeeklyJob = defineJob({
  id: 'email.insights-weekly',
  version: 1,
  queue: 'email',
  payload: InsightsWeeklyEmailRequested.payload,
  triggeredBy: InsightsWeeklyEmailRequested.type,
  schedule: (config) => config.insights.weeklyEmailCron,
});
