/**
 * A visitor's server-rendered page depends on its address alone (decision 047: no cookie, no
 * personal view), so one rendering serves every visitor for a few seconds. A miss renders once
 * however many visitors ask at the same moment; a page that could not be rendered is not kept, so
 * the next visitor tries again. The oldest address goes first when the cache is full.
 */
export type VisitorPageCache = {
  /** The kept page for `key`, or `render`'s (null: not rendered, the caller serves index.html). */
  get: (key: string, render: () => Promise<Buffer | null>) => Promise<Buffer | null>;
};

type Entry = { expiresAt: number; page: Promise<Buffer | null> };

export function createVisitorPageCache(options: { ttlMs: number; maxEntries: number; now?: () => number }): VisitorPageCache {
  const { ttlMs, maxEntries, now = Date.now } = options;
  const entries = new Map<string, Entry>();
  return {
    get(key, render) {
      const kept = entries.get(key);
      if (kept && kept.expiresAt > now()) {
        // Most recently used last: Map keeps insertion order.
        entries.delete(key);
        entries.set(key, kept);
        return kept.page;
      }
      const entry: Entry = { expiresAt: now() + ttlMs, page: render() };
      entries.delete(key);
      entries.set(key, entry);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      const forget = () => {
        if (entries.get(key) === entry) entries.delete(key);
      };
      entry.page.then((page) => (page === null ? forget() : undefined), forget);
      return entry.page;
    },
  };
}
