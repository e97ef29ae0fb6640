import pg from 'pg';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { KEPT_CHANGES, READ_DIRECTORY_VERSION_SQL } from '../../domain/record-change.ts';
import { createFacetIndex } from '../../queries/search-directory/facet-index.ts';
import { createIndexSnapshotStore } from '../../queries/search-directory/index-snapshot-store.ts';

export type IndexSnapshotBuild =
  | { outcome: 'built'; version: bigint; entries: number; readMs: number; writeMs: number }
  /** A usable snapshot close enough to the directory is kept already: nothing to do. */
  | { outcome: 'kept'; version: bigint }
  /** Another build (a job, the command) holds the build lock: it will write the snapshot. */
  | { outcome: 'busy' }
  /** Another writer (a serving process refreshing its snapshot) wrote at the same moment. */
  | { outcome: 'raced'; version: bigint };

/** The session-level advisory lock one build holds from its first read to its write (an arbitrary, fixed key). */
const BUILD_LOCK = 7_202_611_261;

/**
 * A kept snapshot is rebuilt only once the directory moved half the kept changes past it: a
 * process can still catch up from it, and the serving processes keep a newer one themselves from
 * there (keep-index-snapshot.ts, SNAPSHOT_REFRESH_CHANGES).
 */
const STALE_AFTER = BigInt(KEPT_CHANGES / 2);

/**
 * Builds the directory's index snapshot outside the API (decision 033): reads every row into an
 * index of this process, exports it and keeps it in `directory_index_snapshots`, from which every
 * API process starts. Idempotent: a usable snapshot recent enough is left as it is (`force` builds
 * anyway, e.g. after restoring a backup; so does `refused`, the version of a kept snapshot a
 * serving process could not use, while that one is kept), and only one build runs at a time (a second finds the
 * lock taken and returns 'busy'). At 1,000,000 executives this holds the index (~1 GiB) for the
 * build's minutes; the process's memory is given back when it ends or collects.
 */
export async function buildIndexSnapshot({ em, databaseUrl, force = false, refused }: {
  em: EntityManager;
  databaseUrl: string;
  force?: boolean;
  refused?: bigint;
}): Promise<IndexSnapshotBuild> {
  const lock = new pg.Client({ connectionString: databaseUrl, application_name: 'directory index snapshot build' });
  lock.on('error', () => undefined);
  await lock.connect();
  try {
    const { rows } = await lock.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [BUILD_LOCK]);
    if (!rows[0]?.locked) return { outcome: 'busy' };
    const store = createIndexSnapshotStore(databaseUrl);
    const kept = await store.keptVersion();
    if (kept !== undefined && !force && kept !== refused) {
      const [state] = await em.execute<{ version: string }[]>(READ_DIRECTORY_VERSION_SQL);
      if (kept + STALE_AFTER > BigInt(state?.version ?? '0')) return { outcome: 'kept', version: kept };
    }
    const started = performance.now();
    let entries = 0;
    const index = createFacetIndex({
      onError: (error) => {
        throw error;
      },
      onLoaded: (loaded) => (entries = loaded.entries),
    });
    await index.load(em);
    const exported = index.exportSnapshot()!;
    const read = performance.now();
    const written = await store.write(exported.version, exported.sections, true);
    if (!written) return { outcome: 'raced', version: exported.version };
    return { outcome: 'built', version: exported.version, entries, readMs: Math.round(read - started), writeMs: Math.round(performance.now() - read) };
  } finally {
    // Ending the session releases the lock.
    await lock.end().catch(() => undefined);
  }
}
