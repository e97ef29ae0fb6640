import type { EntityManager } from '../../../platform/db/orm.ts';
import { SavedSearch } from './saved-search.entity.ts';
import { SavedSearchNotFoundError } from './saved-searches.errors.ts';

/** The caller's own saved search; another client's answers exactly like a missing one (404). */
export async function loadOwnSavedSearch(em: EntityManager, ownerId: string, id: string) {
  const search = await em.findOne(SavedSearch, { id, userId: ownerId });
  if (!search) throw new SavedSearchNotFoundError();
  return search;
}
