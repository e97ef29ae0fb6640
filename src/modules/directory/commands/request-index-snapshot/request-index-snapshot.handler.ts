import type { EntityManager } from '../../../../platform/db/orm.ts';
import { recordEvents } from '../../../../platform/events/record-event.ts';
import { DirectoryIndexSnapshotRequested } from '../../contracts/directory-events.contract.ts';

/**
 * Asks the worker to build the index snapshot (an event in the outbox); returns the event's id.
 * `refused`: the kept snapshot's version the caller could not use, so the build replaces it.
 */
export async function requestIndexSnapshot(em: EntityManager, refused?: bigint): Promise<string> {
  const event = DirectoryIndexSnapshotRequested.create(refused === undefined ? {} : { refusedVersion: refused.toString() });
  await em.fork().transactional(async (tx) => {
    recordEvents(tx, event);
  });
  return event.id;
}
