import type { EntityManager } from '../../../../platform/db/orm.ts';
import { READ_DIRECTORY_VERSION_SQL } from '../../domain/record-change.ts';
import { ENTRY_COLUMNS, type PackedEntry } from './entry-columns.ts';

/** Rows per load statement: the search texts make a row ~1 KB, so the whole set is never held at once. */
const LOAD_BATCH = 10_000;
const LOAD_BATCH_SQL = `
  SELECT ${ENTRY_COLUMNS} FROM directory_entries e WHERE e.entry_no > ? ORDER BY e.entry_no LIMIT ${LOAD_BATCH}`;

/** Where a load's entries go: `start` is called once the version is read, `finish` with it after the last entry. */
export type EntryLoad = { add: (entry: PackedEntry) => void; finish: (version: bigint) => void };

/**
 * Every entry of the directory and its version, read in batches inside one repeatable-read
 * transaction, so the batches and the version are one snapshot without holding every row's texts
 * in memory at once.
 */
export async function readEveryEntry(em: EntityManager, start: () => EntryLoad): Promise<void> {
  await em.transactional(
    async (tx) => {
      const [state] = await tx.execute<{ version: string }[]>(READ_DIRECTORY_VERSION_SQL);
      const load = start();
      const batchAfter = (after: number) => tx.execute<PackedEntry[]>(LOAD_BATCH_SQL, [after]);
      for (let batch = batchAfter(0); ; ) {
        const rows = await batch;
        // PostgreSQL prepares the next batch while this one is indexed.
        const more = rows.length === LOAD_BATCH;
        if (more) batch = batchAfter(rows[rows.length - 1]!.no);
        for (const row of rows) load.add(row);
        if (!more) break;
      }
      load.finish(BigInt(state?.version ?? '0'));
    },
    { isolationLevel: 'repeatable read', readOnly: true },
  );
}
