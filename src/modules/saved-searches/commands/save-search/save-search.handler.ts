import { randomUUID } from 'node:crypto';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { loadReferenceData } from '../../../reference/index.ts';
import { validateDirectoryFilters } from '../../../directory/index.ts';
import type { SavedSearch as SavedSearchView, SavedSearchFilters, SavedSearchFrequency } from '../../contracts/saved-searches.contract.ts';
import { SAVED_SEARCHES_PER_CLIENT } from '../../contracts/saved-searches-messages.contract.ts';
import { summariseSearchFilters } from '../../contracts/saved-search-summary.contract.ts';
import { SavedSearch } from '../../domain/saved-search.entity.ts';
import { SavedSearchLimitError } from '../../domain/saved-searches.errors.ts';
import { toSavedSearchView } from '../../domain/saved-search-view.ts';

export type NewSavedSearch = { name?: string | undefined; filters: SavedSearchFilters; frequency: SavedSearchFrequency };

/**
 * Saves a client's search: the filters are checked as the directory checks them (unknown slugs are
 * a 400), a blank name becomes the filters' summary, and a client keeps at most 25 (409 beyond).
 * The count is taken under a per-client advisory lock, so two saves at once cannot both pass it.
 */
export async function saveSearch(em: EntityManager, ownerId: string, input: NewSavedSearch): Promise<SavedSearchView> {
  await validateDirectoryFilters(em, input.filters);
  const name = input.name?.trim() || summariseSearchFilters(input.filters, await loadReferenceData(em));
  return em.fork().transactional(async (tx) => {
    await tx.execute(`SELECT pg_advisory_xact_lock(hashtext('saved-searches:' || ?))`, [ownerId]);
    const [row] = await tx.execute<{ n: number }[]>('SELECT count(*)::int AS n FROM saved_searches WHERE user_id = ?', [ownerId]);
    if ((row?.n ?? 0) >= SAVED_SEARCHES_PER_CLIENT) throw new SavedSearchLimitError();
    const search = tx.create(SavedSearch, {
      id: randomUUID(),
      userId: ownerId,
      name,
      filters: input.filters,
      frequency: input.frequency,
      lastAlertedAt: null,
      lastPeriodKey: null,
      unsubscribedAt: null,
    });
    await tx.flush();
    return toSavedSearchView(search);
  });
}
