import pg from 'pg';
import { readSnapshotMeta } from './index-snapshot.ts';

/**
 * Where the index snapshot (index-snapshot.ts) lives: `directory_index_snapshots`, one row per
 * part of a section, all parts of one snapshot written in one transaction. One snapshot is kept;
 * a newer one replaces it. Read and written on a connection of its own (not the pool the searches
 * use), a part at a time, so tens of megabytes never wait in front of a search.
 */
export type IndexSnapshotStore = {
  /**
   * The kept snapshot's sections, when there is one this code can use and the schema has not
   * migrated since it was written; undefined otherwise.
   */
  read: () => Promise<ReadonlyMap<string, Buffer> | undefined>;
  /** The kept snapshot's version, when it is one `read` would return, without reading its sections. */
  keptVersion: () => Promise<bigint | undefined>;
  /**
   * Keeps these sections as the snapshot of `version`, unless a usable one as new is kept already
   * (`replaceKept`: even then, when the kept one could not be read) or another process is writing
   * one at this moment. Returns whether it wrote.
   */
  write: (version: bigint, sections: ReadonlyMap<string, Buffer>, replaceKept?: boolean) => Promise<boolean>;
};

/** Bytes per stored part: a part travels as one message of 21 MB of base64. */
const PART_BYTES = 16 * 1024 * 1024;

/** The transaction-level advisory lock one snapshot writer holds (an arbitrary, fixed key). */
const WRITER_LOCK = 7_202_611_260;

/** The last migration applied: a snapshot written before a later one is not trusted to match the rows. */
const LAST_MIGRATION_SQL = 'SELECT coalesce(max(name), \'\') AS name FROM schema_migrations';

/**
 * The kept snapshot's version and meta section, when this code can use it: built by this format,
 * no migration since it was written, and not newer than the directory (then it comes from another
 * history, a restored backup say).
 */
async function usableSnapshot(client: pg.Client): Promise<{ version: string; meta: Buffer } | undefined> {
  const { rows } = await client.query<{ version: string; migration: string; data: string; last: string; current: string }>(
    `SELECT s.version::text AS version, s.migration, s.data, (${LAST_MIGRATION_SQL}) AS last,
       (SELECT version::text FROM directory_state) AS current
     FROM directory_index_snapshots s WHERE s.section = 'meta' ORDER BY s.version DESC LIMIT 1`,
  );
  const kept = rows[0];
  if (!kept || kept.migration !== kept.last || BigInt(kept.version) > BigInt(kept.current ?? '0')) return undefined;
  const bytes = Buffer.from(kept.data, 'base64');
  const meta = readSnapshotMeta(bytes);
  if (!meta.usable || meta.version !== BigInt(kept.version)) return undefined;
  return { version: kept.version, meta: bytes };
}

export function createIndexSnapshotStore(databaseUrl: string): IndexSnapshotStore {
  const withClient = async <T>(work: (client: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: databaseUrl, application_name: 'directory index snapshot' });
    client.on('error', () => undefined);
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end().catch(() => undefined);
    }
  };

  return {
    read: () =>
      withClient(async (client) => {
        // One snapshot of the table for every part, even if a newer snapshot replaces it meanwhile.
        await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
        try {
          const kept = await usableSnapshot(client);
          if (!kept) return undefined;
          const { rows: parts } = await client.query<{ section: string; part: number }>(
            `SELECT section, part FROM directory_index_snapshots WHERE version = $1 AND section <> 'meta' ORDER BY section, part`,
            [kept.version],
          );
          const pieces = new Map<string, Buffer[]>();
          for (const { section, part } of parts) {
            const { rows } = await client.query<{ data: string }>(
              'SELECT data FROM directory_index_snapshots WHERE version = $1 AND section = $2 AND part = $3',
              [kept.version, section, part],
            );
            pieces.set(section, [...(pieces.get(section) ?? []), Buffer.from(rows[0]!.data, 'base64')]);
          }
          const sections = new Map<string, Buffer>([['meta', kept.meta]]);
          for (const [section, buffers] of pieces) sections.set(section, buffers.length === 1 ? buffers[0]! : Buffer.concat(buffers));
          return sections;
        } finally {
          await client.query('ROLLBACK');
        }
      }),
    keptVersion: () =>
      withClient(async (client) => {
        const kept = await usableSnapshot(client);
        return kept && BigInt(kept.version);
      }),
    write: (version, sections, replaceKept = false) =>
      withClient(async (client) => {
        await client.query('BEGIN');
        try {
          const { rows: locked } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS locked', [WRITER_LOCK]);
          const kept = locked[0]?.locked ? await usableSnapshot(client) : undefined;
          if (!locked[0]?.locked || (kept && !replaceKept && BigInt(kept.version) >= version)) {
            await client.query('ROLLBACK');
            return false;
          }
          await client.query('DELETE FROM directory_index_snapshots');
          const { rows: migration } = await client.query<{ name: string }>(LAST_MIGRATION_SQL);
          for (const [section, bytes] of sections) {
            for (let part = 0, at = 0; at < bytes.length || part === 0; part++, at += PART_BYTES) {
              await client.query(
                'INSERT INTO directory_index_snapshots (version, section, part, migration, data) VALUES ($1, $2, $3, $4, $5)',
                [version.toString(), section, part, migration[0]!.name, bytes.subarray(at, at + PART_BYTES).toString('base64')],
              );
            }
          }
          await client.query('COMMIT');
          return true;
        } catch (error) {
          await client.query('ROLLBACK').catch(() => undefined);
          throw error;
        }
      }),
  };
}
