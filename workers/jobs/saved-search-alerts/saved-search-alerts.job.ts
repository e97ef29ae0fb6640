import { defineJob } from '../../../src/platform/queues/job-definition.ts';
import { DailySearchAlertsRequested, WeeklySearchAlertsRequested } from '../../../src/modules/saved-searches/index.ts';

/**
 * The saved-search digests, one job per frequency: on its schedule (SAVED_SEARCH_DAILY_CRON,
 * SAVED_SEARCH_WEEKLY_CRON; one BullMQ job scheduler each) and on request
 * (`npm run saved-searches -- send daily|weekly`).
 */
export const dailySearchAlertsJob = defineJob({
  id: 'email.saved-search-alerts-daily',
  version: 1,
  queue: 'email',
  payload: DailySearchAlertsRequested.payload,
  triggeredBy: DailySearchAlertsRequested.type,
  schedule: (config) => config.savedSearches.dailyCron,
});

export const weeklySearchAlertsJob = defineJob({
  id: 'email.saved-search-alerts-weekly',
  version: 1,
  queue: 'email',
  payload: WeeklySearchAlertsRequested.payload,
  triggeredBy: WeeklySearchAlertsRequested.type,
  schedule: (config) => config.savedSearches.weeklyCron,
});
