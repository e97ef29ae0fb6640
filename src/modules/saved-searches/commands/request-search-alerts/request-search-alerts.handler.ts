import type { EntityManager } from '../../../../platform/db/orm.ts';
import { recordEvents } from '../../../../platform/events/record-event.ts';
import type { SavedSearchFrequency } from '../../contracts/saved-searches.contract.ts';
import { DailySearchAlertsRequested, WeeklySearchAlertsRequested } from '../../contracts/saved-searches-events.contract.ts';

/**
 * Asks the worker to run one frequency's alerts now (the operator's `npm run saved-searches -- send
 * daily|weekly`): an event in the outbox, so the run is the very job the schedule starts.
 */
export async function requestSearchAlerts(em: EntityManager, frequency: SavedSearchFrequency): Promise<string> {
  const event = frequency === 'daily' ? DailySearchAlertsRequested.create({}) : WeeklySearchAlertsRequested.create({});
  await em.fork().transactional(async (tx) => {
    recordEvents(tx, event);
  });
  return event.id;
}
