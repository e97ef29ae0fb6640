import { defineJob } from '../../../src/platform/queues/job-definition.ts';
import { AvailabilityStalenessCheckRequested } from '../../../src/modules/profiles/index.ts';

/**
 * The daily staleness check (decision 023): on its schedule (AVAILABILITY_STALE_CRON, 02:15 UTC)
 * and on request (`npm run availability -- mark-stale`). On the general 'notifications' queue: it
 * sends nothing, it only writes the directory.
 */
export const availabilityStalenessJob = defineJob({
  id: 'notifications.availability-staleness',
  version: 1,
  queue: 'notifications',
  payload: AvailabilityStalenessCheckRequested.payload,
  triggeredBy: AvailabilityStalenessCheckRequested.type,
  schedule: (config) => config.availability.staleCron,
});
