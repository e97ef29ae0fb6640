import { defineJob } from '../../../src/platform/queues/job-definition.ts';
import { AvailabilityRemindersRequested } from '../../../src/modules/profiles/index.ts';

/**
 * The monthly availability reminder (decision 023): on its schedule (AVAILABILITY_REMINDER_CRON,
 * the 1st at 08:00 UTC) and on request (`npm run availability -- remind`).
 */
export const availabilityRemindersJob = defineJob({
  id: 'email.availability-reminders',
  version: 1,
  queue: 'email',
  payload: AvailabilityRemindersRequested.payload,
  triggeredBy: AvailabilityRemindersRequested.type,
  schedule: (config) => config.availability.reminderCron,
});
