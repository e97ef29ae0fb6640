import { z } from 'zod';
import { defineEvent } from '../../../platform/events/domain-event.ts';

/**
 * Run the daily (or weekly) alerts now. The worker also runs them on a schedule
 * (SAVED_SEARCH_DAILY_CRON / SAVED_SEARCH_WEEKLY_CRON); `npm run saved-searches -- send daily`
 * records this event. One event per frequency, so each starts only its own job.
 */
export const DailySearchAlertsRequested = defineEvent('DailySearchAlertsRequested', 1, z.object({}));
export const WeeklySearchAlertsRequested = defineEvent('WeeklySearchAlertsRequested', 1, z.object({}));
