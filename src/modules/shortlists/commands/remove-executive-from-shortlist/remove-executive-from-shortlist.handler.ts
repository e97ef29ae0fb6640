import type { EntityManager } from '../../../../platform/db/orm.ts';
import { loadOwnEntry } from '../../domain/own-shortlists.ts';

/** Takes an entry off the owner's list; its note goes with it (ON DELETE CASCADE). */
export async function removeExecutiveFromShortlist(
  em: EntityManager,
  ownerId: string,
  shortlistId: string,
  entryId: string,
): Promise<string> {
  const fork = em.fork();
  const entry = await loadOwnEntry(fork, ownerId, shortlistId, entryId);
  fork.remove(entry);
  await fork.flush();
  return entryId;
}
