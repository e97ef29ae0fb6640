import type { EntityManager } from '../../../../platform/db/orm.ts';
import type { SavedSearch as SavedSearchView, SavedSearchFrequency } from '../../contracts/saved-searches.contract.ts';
import { loadOwnSavedSearch } from '../../domain/own-saved-searches.ts';
import { toSavedSearchView } from '../../domain/saved-search-view.ts';

export type SavedSearchChanges = { name?: string | undefined; frequency?: SavedSearchFrequency | undefined; alerts?: boolean | undefined };

/**
 * Renames a saved search, changes its frequency, or turns its alerts off or back on. Turning them
 * back on starts the window afresh (from now), so the next digest does not report the executives
 * approved while the client had unsubscribed.
 */
export async function updateSavedSearch(em: EntityManager, ownerId: string, id: string, changes: SavedSearchChanges, now = new Date()): Promise<SavedSearchView> {
  const fork = em.fork();
  const search = await loadOwnSavedSearch(fork, ownerId, id);
  if (changes.name !== undefined) search.name = changes.name;
  if (changes.frequency !== undefined) search.frequency = changes.frequency;
  if (changes.alerts === false && !search.unsubscribedAt) search.unsubscribedAt = now;
  if (changes.alerts === true && search.unsubscribedAt) {
    search.unsubscribedAt = null;
    search.lastAlertedAt = now;
  }
  await fork.flush();
  return toSavedSearchView(search);
}
