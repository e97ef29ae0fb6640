import type { ResolvedSearch } from './resolve-search-filters.ts';

/** A search's keys in the cache: its counts (every page and audience), and one page's cards per audience. */
export type SearchCacheKeys = { counts: string; full: string; preview: string };

/**
 * Built once per resolved search (resolved-searches.ts hands the same object to every
 * repetition): a key built per request is a new string of a few hundred characters that the
 * cache's Map must hash again, twice per search.
 */
const cacheKeys = new WeakMap<ResolvedSearch, SearchCacheKeys>();

export function cacheKeysOf(search: ResolvedSearch): SearchCacheKeys {
  let keys = cacheKeys.get(search);
  if (!keys) {
    keys = {
      counts: `counts:${search.cacheKey}`,
      full: `cards:full:${search.page}:${search.cacheKey}`,
      preview: `cards:preview:${search.page}:${search.cacheKey}`,
    };
    cacheKeys.set(search, keys);
  }
  return keys;
}
