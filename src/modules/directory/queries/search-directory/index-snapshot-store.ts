import pg from 'pg';
import { readSnapshotMeta } from './index-snapshot.ts';

/**
 * Where the index snapshot (index-snapshot.ts) lives: `directory_index_snapshots`, one row per
 * part of a section, all parts of one snapshot written in one transaction. One snapshot is kept;
 * a newer one replaces it. Read and written on a connection of its own (not the pool the searches
 * use), so tens of megabytes never wait in front of a search.
 */
export type IndexSnapshotStore = {
  /**
   * Reads the kept snapshot, when there is one this code can use and the schema has not migrated
   * since it was written: `open` gets its meta section and returns what takes every other part,
   * one at a time as they arrive, each section's in part order. Returns whether there was one. A
   * part's bytes are valid only during the call (one buffer is reused for every part).
   */
  read: (open: (meta: Buffer) => SnapshotPartReceiver) => Promise<boolean>;
  /** The kept snapshot's version, when it is one `read` would return, without reading its sections. */
  keptVersion: () => Promise<bigint | undefined>;
  /**
   * The same, with what tells this snapshot from another of the same version (one written again
   * to replace a damaged one): the transaction that wrote it.
   */
  keptSnapshot: () => Promise<{ version: bigint; writtenBy: string } | undefined>;
  /**
   * Keeps these sections as the snapshot of `version`, unless a usable one as new is kept already
   * (`replaceKept`: even then, when the kept one could not be read) or another process is writing
   * one at this moment. Returns whether it wrote.
   */
  write: (version: bigint, sections: ReadonlyMap<string, Buffer>, replaceKept?: boolean) => Promise<boolean>;
};

/** Takes a snapshot's parts as the store reads them (index-snapshot.ts's decoder). */
export type SnapshotPartReceiver = { part: (section: string, bytes: Uint8Array) => void };

/**
 * Bytes per stored part: 87,384 characters of base64, under V8's 128 KiB limit for an object in
 * its regular pages. Reading a snapshot then leaves no large transient behind: each part's text
 * is a short-lived string collected with the young generation, node-postgres's receive buffer
 * never grows past one part, and the decoded bytes go straight to the arrays they fill
 * (index-snapshot.ts). Large transients (a part's text in V8's large-object space, buffers of
 * megabytes freed into the allocator's free lists) stayed in the process's RSS after a restore
 * (docs/benchmarks/history.md, 'The API's memory after start'). ~350 parts at 100,000 executives, read
 * as one streamed query and written 16 to a statement.
 */
const PART_BYTES = 64 * 1024;

/** The length of `bytes` bytes as (padded) base64, and the most bytes such a text decodes to. */
const base64Length = (bytes: number) => Math.ceil(bytes / 3) * 4;
const decodedBytesAtMost = (base64: number) => Math.ceil(base64 / 4) * 3;

/** Parts written by one INSERT (~1.4 MB of text). */
const PARTS_PER_INSERT = 16;

/** The transaction-level advisory lock one snapshot writer holds (an arbitrary, fixed key). */
const WRITER_LOCK = 7_202_611_260;

/** The last migration applied: a snapshot written before a later one is not trusted to match the rows. */
const LAST_MIGRATION_SQL = 'SELECT coalesce(max(name), \'\') AS name FROM schema_migrations';

/**
 * The kept snapshot's version and meta section, when this code can use it: built by this format,
 * no migration since it was written, and not newer than the directory (then it comes from another
 * history, a restored backup say).
 */
async function usableSnapshot(client: pg.Client): Promise<{ version: string; meta: Buffer; writtenBy: string } | undefined> {
  const { rows } = await client.query<{ version: string; migration: string; data: string; last: string; current: string; written_by: string }>(
    `SELECT s.version::text AS version, s.migration, s.data, s.xmin::text AS written_by, (${LAST_MIGRATION_SQL}) AS last,
       (SELECT version::text FROM directory_state) AS current
     FROM directory_index_snapshots s WHERE s.section = 'meta' ORDER BY s.version DESC LIMIT 1`,
  );
  const kept = rows[0];
  if (!kept || kept.migration !== kept.last || BigInt(kept.version) > BigInt(kept.current ?? '0')) return undefined;
  const bytes = Buffer.from(kept.data, 'base64');
  const meta = readSnapshotMeta(bytes);
  if (!meta.usable || meta.version !== BigInt(kept.version)) return undefined;
  return { version: kept.version, meta: bytes, writtenBy: kept.written_by };
}

/** `partBytes`: the size of the parts it writes (PART_BYTES; tests write tiny parts so that every section spans several). */
export function createIndexSnapshotStore(databaseUrl: string, { partBytes = PART_BYTES }: { partBytes?: number } = {}): IndexSnapshotStore {
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
    read: (open) =>
      withClient(async (client) => {
        // One snapshot of the table for every part, even if a newer snapshot replaces it meanwhile.
        await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
        try {
          const kept = await usableSnapshot(client);
          if (!kept) return false;
          const receiver = open(kept.meta);
          // One part's bytes (a snapshot written with larger parts grows it).
          let bytes = Buffer.allocUnsafeSlow(decodedBytesAtMost(base64Length(partBytes)));
          let failed: unknown;
          // Streamed: each row is decoded as it arrives and never kept (a 'row' listener stops
          // node-postgres from collecting the rows).
          await new Promise<void>((resolve, reject) => {
            const query = client.query(
              new pg.Query<{ section: string; data: string }>(
                `SELECT section, data FROM directory_index_snapshots WHERE version = $1 AND section <> 'meta' ORDER BY section, part`,
                [kept.version],
              ),
            );
            query.on('row', ({ section, data }: { section: string; data: string }) => {
              if (failed !== undefined) return;
              try {
                if (decodedBytesAtMost(data.length) > bytes.length) bytes = Buffer.allocUnsafeSlow(decodedBytesAtMost(data.length));
                receiver.part(section, bytes.subarray(0, bytes.write(data, 0, 'base64')));
              } catch (error) {
                failed = error;
              }
            });
            query.on('error', reject);
            query.on('end', () => (failed === undefined ? resolve() : reject(failed as Error)));
          });
          return true;
        } finally {
          await client.query('ROLLBACK');
        }
      }),
    keptVersion: () =>
      withClient(async (client) => {
        const kept = await usableSnapshot(client);
        return kept && BigInt(kept.version);
      }),
    keptSnapshot: () =>
      withClient(async (client) => {
        const kept = await usableSnapshot(client);
        return kept && { version: BigInt(kept.version), writtenBy: kept.writtenBy };
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
          const batch = { sections: [] as string[], parts: [] as number[], data: [] as string[] };
          const insertBatch = async () => {
            if (batch.parts.length === 0) return;
            await client.query(
              `INSERT INTO directory_index_snapshots (version, section, part, migration, data)
               SELECT $1, section, part, $2, data FROM unnest($3::text[], $4::int[], $5::text[]) AS t(section, part, data)`,
              [version.toString(), migration[0]!.name, batch.sections, batch.parts, batch.data],
            );
            batch.sections = [];
            batch.parts = [];
            batch.data = [];
          };
          for (const [section, bytes] of sections) {
            // The meta section stays one row: it is read alone, before the others (usableSnapshot).
            const size = section === 'meta' ? Math.max(bytes.length, 1) : partBytes;
            for (let part = 0, at = 0; at < bytes.length || part === 0; part++, at += size) {
              batch.sections.push(section);
              batch.parts.push(part);
              batch.data.push(bytes.subarray(at, at + size).toString('base64'));
              if (batch.parts.length === PARTS_PER_INSERT) await insertBatch();
            }
          }
          await insertBatch();
          await client.query('COMMIT');
          return true;
        } catch (error) {
          await client.query('ROLLBACK').catch(() => undefined);
          throw error;
        }
      }),
  };
}
