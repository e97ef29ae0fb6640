import type { EntityManager } from '../../../../platform/db/orm.ts';
import type { IndexSnapshotStore } from './index-snapshot-store.ts';

/** While a process waits for a snapshot, how often it asks again for one to be built (a lost request, a failed build). */
const SNAPSHOT_REQUEST_AGAIN_MS = 5 * 60_000;

/** At most this many entries, counted without reading past the limit. */
const ENTRIES_AT_MOST_SQL = 'SELECT count(*)::int AS n FROM (SELECT 1 FROM directory_entries LIMIT ?) e';

/**
 * Whether this process may read every row itself (decision 033): no snapshots, no limit, or a
 * directory within it. Above it the index waits for a snapshot built elsewhere (createSnapshotWait).
 */
export async function mayReadRows(em: EntityManager, snapshots: IndexSnapshotStore | undefined, readRowsUpTo: number | undefined): Promise<boolean> {
  if (!snapshots || readRowsUpTo === undefined) return true;
  const [row] = await em.execute<{ n: number }[]>(ENTRIES_AT_MOST_SQL, [readRowsUpTo + 1]);
  return (row?.n ?? 0) <= readRowsUpTo;
}

/**
 * Waiting for a snapshot built elsewhere (decision 033): the store is asked for one every
 * `pollMs`; when one is kept, a load restores it (and, if it cannot be used, asks again).
 */
export type SnapshotWait = {
  /** Asks for a snapshot to be built and starts looking for one, unless already waiting or stopped for good. */
  start: (em: EntityManager) => void;
  /** Stops looking (the index loaded). */
  stop: () => void;
  /** Stops looking and never starts again (the process is closing). */
  stopForGood: () => void;
  isWaiting: () => boolean;
};

export type SnapshotWaitOptions = {
  snapshots: IndexSnapshotStore;
  /** Asks for a snapshot to be built outside this process; `refused`: the version of a kept one that could not be used. */
  onSnapshotMissing: ((refused: bigint | undefined) => void) | undefined;
  onError: (error: unknown, what: string) => void;
  pollMs: number;
  /** Whether the index is loading now (a poll then waits for the next). */
  isLoading: () => boolean;
  /** The index's load, which restores a kept snapshot and stops the wait when it can use it. */
  load: (em: EntityManager) => Promise<void>;
};

export function createSnapshotWait({ snapshots, onSnapshotMissing, onError, pollMs, isLoading, load }: SnapshotWaitOptions): SnapshotWait {
  let waiting: { poll: NodeJS.Timeout; requestedAt: number } | undefined;
  let stopped = false;
  const stop = () => {
    clearInterval(waiting?.poll);
    waiting = undefined;
  };
  const start = (em: EntityManager) => {
    if (stopped || waiting) return;
    onSnapshotMissing?.(undefined);
    /** The kept snapshot last tried (the transaction that wrote it): one that could not be used is not read again. */
    let tried: string | undefined;
    let triedVersion: bigint | undefined;
    let asking = false;
    const poll = setInterval(() => {
      if (asking || isLoading() || !waiting) return;
      asking = true;
      (async () => {
        const kept = await snapshots.keptSnapshot();
        if (kept !== undefined && kept.writtenBy !== tried) {
          tried = kept.writtenBy;
          triedVersion = kept.version;
          // Restores it and stops waiting, or could not use it (damaged, too far behind): then a
          // new one is asked for, built whatever this one's version.
          await load(em.fork());
          if (!waiting) return;
          waiting.requestedAt = Date.now();
          onSnapshotMissing?.(kept.version);
        } else if (waiting && Date.now() - waiting.requestedAt >= SNAPSHOT_REQUEST_AGAIN_MS) {
          waiting.requestedAt = Date.now();
          onSnapshotMissing?.(triedVersion);
        }
      })()
        .catch((error: unknown) => onError(error, 'waiting for an index snapshot'))
        .finally(() => {
          asking = false;
        });
    }, pollMs);
    poll.unref();
    waiting = { poll, requestedAt: Date.now() };
  };
  return {
    start,
    stop,
    stopForGood() {
      stopped = true;
      stop();
    },
    isWaiting: () => waiting !== undefined,
  };
}
