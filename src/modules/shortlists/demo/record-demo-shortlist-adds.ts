import type { EntityManager } from '../../../platform/db/orm.ts';
import { recordEvents } from '../../../platform/events/record-event.ts';
import { ExecutiveShortlisted } from '../contracts/shortlist-events.contract.ts';

/**
 * Past shortlist adds for the demo executives' insights (`make dev` only): the ExecutiveShortlisted
 * event each live add records, dated when the add happened, so the outbox trigger counts them on
 * their day exactly as it counts a live add (decision 050). The relay then dispatches them like
 * any other.
 */
export async function recordDemoShortlistAdds(em: EntityManager, adds: readonly { executiveId: string; at: Date }[]): Promise<void> {
  for (const { executiveId, at } of adds) {
    recordEvents(em, { ...ExecutiveShortlisted.create({ executiveId }), occurredAt: at });
  }
  await em.flush();
}
