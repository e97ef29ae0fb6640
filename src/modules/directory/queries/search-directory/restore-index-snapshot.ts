import type { EntityManager } from '../../../../platform/db/orm.ts';
import { createPause } from './cooperative-pause.ts';
import { applyChanges, readVersionAndChanges } from './follow-directory-changes.ts';
import type { IndexedEntries } from './indexed-entries.ts';
import { createSnapshotDecoder, type SnapshotDecoder } from './index-snapshot.ts';
import type { IndexSnapshotStore } from './index-snapshot-store.ts';
import type { OptionCatalog } from './option-catalog.ts';

/** What a restore brought the entries to: the directory's version, and how many changes past the snapshot it applied. */
export type RestoredSnapshot = { version: bigint; entries: number; changesCaughtUp: number };

export type RestoreOptions = {
  snapshots: IndexSnapshotStore;
  entries: IndexedEntries;
  catalog: OptionCatalog;
  /** The kept snapshot's version, once it is decoded (whether or not it can be used). */
  onDecoded: (version: bigint) => void;
  /** Just before the entries are replaced: whatever was computed from them describes another directory. */
  onReplacing: () => void;
};

/**
 * Restores the kept snapshot into `entries` and catches up on the changes since; undefined (the
 * caller reads every row) when there is none this code can use, or it is too old for the kept
 * changes. The entries are left untouched unless it is used.
 */
export async function restoreIndexSnapshot(em: EntityManager, { snapshots, entries, catalog, onDecoded, onReplacing }: RestoreOptions): Promise<RestoredSnapshot | undefined> {
  let decoder: SnapshotDecoder | undefined;
  if (!(await snapshots.read((meta) => (decoder = createSnapshotDecoder(meta)))) || !decoder) return undefined;
  // In slices: a process restoring a million entries still answers every request meanwhile
  // (as not loaded: from its cache, from SQL on its slot, or 503 with Retry-After).
  const pause = createPause();
  const snapshot = await decoder.finish(pause);
  onDecoded(snapshot.version);
  const state = await readVersionAndChanges(em, snapshot.version);
  const current = BigInt(state.version);
  // Older than the directory can be (another history), or further behind than the changes kept.
  if (current < snapshot.version || (current > snapshot.version && !state.changes)) return undefined;
  const codes = snapshot.options.map(([facet, value]) => catalog.codeOf(facet, value));
  if (codes.some((code) => code === undefined)) return undefined;
  onReplacing();
  await entries.restore(snapshot.entries, (code) => codes[code]!, pause);
  const changes = current > snapshot.version ? (state.changes ?? []) : [];
  applyChanges(entries, changes);
  return { version: current, entries: snapshot.entries.ids.length, changesCaughtUp: changes.length };
}
