import type { EntityManager } from '../../../../platform/db/orm.ts';
import { loadOwnSavedSearch } from '../../domain/own-saved-searches.ts';

/** Deletes the owner's saved search (and with it, its alerts). */
export async function deleteSavedSearch(em: EntityManager, ownerId: string, id: string): Promise<void> {
  const fork = em.fork();
  fork.remove(await loadOwnSavedSearch(fork, ownerId, id));
  await fork.flush();
}
