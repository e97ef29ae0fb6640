import type { EntityManager } from '../../../../platform/db/orm.ts';
import { recordEvents } from '../../../../platform/events/record-event.ts';
import { InsightsWeeklyEmailRequested } from '../../contracts/insights-events.contract.ts';

/**
 * Asks the worker to send the weekly insights e-mail now (`npm run insights -- send-weekly`, tests):
 * an event in the outbox, so the run is the very job the schedule starts.
 */
export async function requestWeeklyInsightsEmail(em: EntityManager): Promise<string> {
  const event = InsightsWeeklyEmailRequested.create({});
  await em.fork().transactional(async (tx) => {
    recordEvents(tx, event);
  });
  return event.id;
}
