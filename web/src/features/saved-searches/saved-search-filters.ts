import type { SavedSearchFilters } from '@contracts/saved-searches/contracts/saved-searches.contract.ts';
import { BROWSE_PARAM_KEYS, type BrowseSearch } from '@contracts/directory/contracts/browse-search.contract.ts';

/** The /browse URL state a search saves: every filter, not the page. */
export function filtersOfBrowseSearch(search: BrowseSearch): SavedSearchFilters {
  const filters: SavedSearchFilters = {};
  for (const [key, value] of Object.entries(search) as [keyof BrowseSearch, string | undefined][]) {
    if (key !== 'page' && value) filters[key] = value;
  }
  return filters;
}

/** A saved search back as /browse's URL state (only the keys /browse knows). */
export function browseSearchOfFilters(filters: Record<string, string>): BrowseSearch {
  const search: BrowseSearch = {};
  for (const key of BROWSE_PARAM_KEYS) {
    const value = filters[key];
    if (key !== 'page' && value) search[key] = value;
  }
  return search;
}
