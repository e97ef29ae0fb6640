import { KEPT_CHANGES } from '../../domain/record-change.ts';
import type { IndexSnapshotStore } from './index-snapshot-store.ts';

/**
 * Changes past the kept snapshot after which a process keeps a newer one: half of what a starting
 * process can catch up on, so the next start reads a snapshot and not every row.
 */
const SNAPSHOT_REFRESH_CHANGES = BigInt(KEPT_CHANGES / 2);

/** The index as a snapshot's sections, at the version it holds. */
export type ExportedSnapshot = { version: bigint; sections: Map<string, Buffer> };

/**
 * When and how a serving process keeps its index as the snapshot (decision 027), so the next
 * process starts from it instead of reading every row: after a load, and whenever the changes it
 * followed took it SNAPSHOT_REFRESH_CHANGES past the kept one. One write at a time, in the background.
 */
export type SnapshotKeeper = {
  /** After a load: keeps the index unless a snapshot close enough to `version` is known to be kept. */
  keepAfterLoad: (version: bigint) => void;
  /** After following changes to `version`: keeps the index once it is far enough past the kept snapshot it knows of (none known: not). */
  keepAfterChanges: (version: bigint) => void;
  /** A snapshot of this version is kept (one just read). */
  noteKept: (version: bigint) => void;
  /** The kept snapshot failed to restore (damaged): the next one written replaces it whatever its version. */
  noteKeptIsDamaged: () => void;
  /** Waits for a snapshot being written. */
  settle: () => Promise<void>;
};

export type SnapshotKeeperOptions = {
  /** Where snapshots are kept; without it nothing is. */
  snapshots: IndexSnapshotStore | undefined;
  /** The version the index holds at this moment (it may change at any await); null when none. */
  versionNow: () => bigint | null;
  /** The index as a snapshot, in one synchronous step; undefined when it holds none. */
  exportSnapshot: () => ExportedSnapshot | undefined;
  onError: (error: unknown, what: string) => void;
};

export function createSnapshotKeeper({ snapshots, versionNow, exportSnapshot, onError }: SnapshotKeeperOptions): SnapshotKeeper {
  /** The newest snapshot version known to be kept (ours or another process's). */
  let keptVersion: bigint | undefined;
  let keeping: Promise<void> | undefined;
  let keptIsDamaged = false;

  /** Keeps the index at `at` as the snapshot, in the background, unless one as recent is kept. */
  const keepSnapshot = (at: bigint) => {
    if (!snapshots || keeping) return;
    keeping = (async () => {
      const kept = keptIsDamaged ? undefined : await snapshots.keptVersion();
      if (kept !== undefined && kept + SNAPSHOT_REFRESH_CHANGES > at) {
        keptVersion = kept;
        return;
      }
      // Exported in one synchronous step, then written: the index may have moved while the store was asked.
      const exported = versionNow() === at ? exportSnapshot() : undefined;
      if (!exported) return;
      if (await snapshots.write(at, exported.sections, keptIsDamaged)) {
        keptVersion = at;
        keptIsDamaged = false;
      }
    })()
      .catch((error: unknown) => onError(error, 'index snapshot not kept'))
      .finally(() => {
        keeping = undefined;
      });
  };

  return {
    keepAfterLoad(version) {
      if (keptVersion === undefined || version - keptVersion >= SNAPSHOT_REFRESH_CHANGES) keepSnapshot(version);
    },
    keepAfterChanges(version) {
      if (keptVersion !== undefined && version - keptVersion >= SNAPSHOT_REFRESH_CHANGES) keepSnapshot(version);
    },
    noteKept(version) {
      keptVersion = version;
    },
    noteKeptIsDamaged() {
      keptIsDamaged = true;
    },
    settle: async () => {
      await keeping;
    },
  };
}
