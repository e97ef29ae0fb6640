import type { DirectoryFacets } from '../../contracts/search-directory.contract.ts';

export type SearchCounts = { version: string; total: number; facets: DirectoryFacets };

/**
 * Totals and facet counts of recent searches, each stamped with the directory version it was
 * computed at. An entry is used only when the page statement reads that same version, so a
 * profile change (which bumps the version in its own transaction) is never hidden by the cache.
 * Least recently used entries go first; size 0 turns caching off.
 */
export type CountsCache = {
  get: (key: string, version: string) => SearchCounts | undefined;
  set: (key: string, counts: SearchCounts) => void;
};

export function createCountsCache(maxEntries: number): CountsCache {
  const entries = new Map<string, SearchCounts>();
  return {
    get(key, version) {
      const found = entries.get(key);
      if (!found || found.version !== version) return undefined;
      entries.delete(key);
      entries.set(key, found);
      return found;
    },
    set(key, counts) {
      if (maxEntries <= 0) return;
      entries.delete(key);
      entries.set(key, counts);
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
  };
}
