import type { EntityManager } from '../../../../platform/db/orm.ts';
import { recordEvents } from '../../../../platform/events/record-event.ts';
import { AvailabilityRemindersRequested, AvailabilityStalenessCheckRequested } from '../../contracts/availability-events.contract.ts';

export type AvailabilityRun = 'remind' | 'mark-stale';

/**
 * Asks the worker to run the reminders or the staleness check now (`npm run availability --
 * remind|mark-stale`): an event in the outbox, so the run is the very job the schedule starts.
 */
export async function requestAvailabilityRun(em: EntityManager, run: AvailabilityRun): Promise<string> {
  const event = run === 'remind' ? AvailabilityRemindersRequested.create({}) : AvailabilityStalenessCheckRequested.create({});
  await em.fork().transactional(async (tx) => {
    recordEvents(tx, event);
  });
  return event.id;
}
