import { z } from 'zod';
import { defineEvent } from '../../../platform/events/domain-event.ts';

/**
 * Run the monthly availability reminders, or the daily staleness check, now. The worker also runs
 * them on a schedule (AVAILABILITY_REMINDER_CRON, AVAILABILITY_STALE_CRON); `npm run availability
 * -- remind|mark-stale` records these events, so a run on request is the very job the schedule starts.
 */
export const AvailabilityRemindersRequested = defineEvent('AvailabilityRemindersRequested', 1, z.object({}));
export const AvailabilityStalenessCheckRequested = defineEvent('AvailabilityStalenessCheckRequested', 1, z.object({}));
