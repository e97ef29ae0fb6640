import type { EntityManager } from '../../../../platform/db/orm.ts';
import type { ListSavedSearchesResponse } from '../../contracts/saved-searches.contract.ts';
import { SavedSearch } from '../../domain/saved-search.entity.ts';
import { toSavedSearchView } from '../../domain/saved-search-view.ts';

/** The owner's saved searches, newest first. */
export async function listSavedSearches(em: EntityManager, ownerId: string): Promise<ListSavedSearchesResponse> {
  const searches = await em.fork().find(SavedSearch, { userId: ownerId }, { orderBy: { createdAt: 'desc', id: 'asc' } });
  return { savedSearches: searches.map(toSavedSearchView) };
}
