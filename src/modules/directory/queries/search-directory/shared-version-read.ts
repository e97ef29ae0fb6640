/**
 * Lets concurrent searches share one read of the directory version without ever answering from a
 * read older than the search: a search that arrives while a read is in flight (its snapshot may
 * predate a commit the searcher already saw) waits for the next read, which starts after the
 * current one ends, and every search arriving meanwhile shares that one. Under load that is one
 * round trip per round-trip time instead of one per search; alone, a search reads as before.
 */
export function createSharedVersionRead(read: () => Promise<string>): () => Promise<string> {
  let inFlight: Promise<string> | undefined;
  let next: Promise<string> | undefined;

  const start = (): Promise<string> => {
    const current = read().finally(() => {
      if (inFlight === current) inFlight = undefined;
    });
    inFlight = current;
    return current;
  };

  return () => {
    if (!inFlight) return start();
    next ??= inFlight
      .catch(() => undefined)
      .then(() => {
        next = undefined;
        return start();
      });
    return next;
  };
}
