/**
 * Recent search results (pages, and totals with facet counts), each stamped with the directory
 * version it was computed at. An entry is used only while the directory is still at that version,
 * or when the caller proves the changes since cannot have altered it (the facet index's
 * `countsAfter`, `pageUnchanged`): every write to the read model bumps the version in the writer's own transaction,
 * so a profile change is never hidden by the cache. Concurrent misses for one entry share one computation, so a
 * burst of identical searches costs one query, not fifty. Least recently used entries go first;
 * size 0 turns caching off (every search computes).
 */
export type SearchCache = {
  /**
   * The entry under `key` when computed at `version`. An entry of an older version is passed to
   * `revise`, which returns it brought up to `version` (itself when the changes since cannot have
   * altered it) or undefined; the revised value is kept under `version`, otherwise it computes.
   */
  getOrCompute: <T>(key: string, version: string, compute: () => Promise<T>, revise?: (cachedAt: string, value: T) => T | undefined) => Promise<T>;
  /**
   * The value under `key` when it was computed at `version` and has settled, else undefined;
   * nothing is computed or revised. A use like getOrCompute's (it keeps the entry recent), without
   * its promise: the way a repeated search answers synchronously.
   */
  peek: <T>(key: string, version: string) => T | undefined;
};

/** `settled` holds the value once `value` has resolved (and until the entry gets another value). */
type Entry = { version: string; value: Promise<unknown>; settled?: { value: unknown } };

export function createSearchCache(maxEntries: number): SearchCache {
  const entries = new Map<string, Entry>();

  /** Gives `entry` its new value: settled once it resolves; a failed computation is forgotten, so the next search tries again. */
  function hold(key: string, entry: Entry, value: Promise<unknown>): void {
    entry.value = value;
    entry.settled = undefined;
    value.then(
      (settled) => {
        if (entry.value === value) entry.settled = { value: settled };
      },
      () => {
        if (entries.get(key)?.value === value) entries.delete(key);
      },
    );
  }

  return {
    getOrCompute<T>(key: string, version: string, compute: () => Promise<T>, revise?: (cachedAt: string, value: T) => T | undefined): Promise<T> {
      if (maxEntries <= 0) return compute();
      const found = entries.get(key);
      if (found && found.version !== version && revise) {
        const cachedAt = found.version;
        const older = found.value as Promise<T>;
        // Revised as soon as the older value is there (at once when it is settled).
        const value = older.then(
          (old) => revise(cachedAt, old) ?? compute(),
          () => compute(),
        );
        found.version = version;
        hold(key, found, value);
        entries.delete(key);
        entries.set(key, found);
        return value;
      }
      if (found && found.version === version) {
        entries.delete(key);
        entries.set(key, found);
        return found.value as Promise<T>;
      }
      const value = compute();
      const entry: Entry = { version, value };
      hold(key, entry, value);
      entries.delete(key);
      entries.set(key, entry);
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return value;
    },
    peek<T>(key: string, version: string): T | undefined {
      const found = entries.get(key);
      if (found?.version !== version || !found.settled) return undefined;
      entries.delete(key);
      entries.set(key, found);
      return found.settled.value as T;
    },
  };
}
