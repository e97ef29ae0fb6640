/**
 * Recent search results (pages, and totals with facet counts), each stamped with the directory
 * version it was computed at. An entry is used only while the directory is still at that version,
 * or when the caller proves the changes since cannot have altered it (the facet index's
 * `unaffected`): every write to the read model bumps the version in the writer's own transaction,
 * so a profile change is never hidden by the cache. Concurrent misses for one entry share one computation, so a
 * burst of identical searches costs one query, not fifty. Least recently used entries go first;
 * size 0 turns caching off (every search computes).
 */
export type SearchCache = {
  /**
   * The entry under `key` when computed at `version`, or when `stillValid(its version)` says the
   * changes since cannot have altered it (it is then re-stamped with `version`); otherwise computes.
   */
  getOrCompute: <T>(key: string, version: string, compute: () => Promise<T>, stillValid?: (cachedAt: string) => boolean) => Promise<T>;
};

type Entry = { version: string; value: Promise<unknown> };

export function createSearchCache(maxEntries: number): SearchCache {
  const entries = new Map<string, Entry>();
  return {
    getOrCompute<T>(key: string, version: string, compute: () => Promise<T>, stillValid?: (cachedAt: string) => boolean): Promise<T> {
      if (maxEntries <= 0) return compute();
      const found = entries.get(key);
      if (found && found.version !== version && stillValid?.(found.version)) found.version = version;
      if (found && found.version === version) {
        entries.delete(key);
        entries.set(key, found);
        return found.value as Promise<T>;
      }
      const value = compute();
      entries.delete(key);
      entries.set(key, { version, value });
      // A failed computation is forgotten, so the next search tries again.
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return value;
    },
  };
}
