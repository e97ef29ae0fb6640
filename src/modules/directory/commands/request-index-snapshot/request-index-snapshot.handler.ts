import type { EntityManager } from '../../../../platform/db/orm.ts';
import { recordEvents } from '../../../../platform/events/record-event.ts';
import { DirectoryIndexSnapshotRequested } from '../../contracts/directory-events.contract.ts';

/** Asks the worker to build the index snapshot (an event in the outbox); returns the event's id. */
export async function requestIndexSnapshot(em: EntityManager): Promise<string> {
  const event = DirectoryIndexSnapshotRequested.create({});
  await em.fork().transactional(async (tx) => {
    recordEvents(tx, event);
  });
  return event.id;
}
