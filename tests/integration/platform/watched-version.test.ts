import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { createWatchedVersion, type WatchedVersion } from '../../../src/platform/db/watched-version.ts';
import { createTestDatabase, type TestDatabase } from '../../setup/test-database.ts';
import { waitFor } from '../../setup/wait-for.ts';

/** A version row and a channel of their own, as a writer in another process would bump and notify. */
let database: TestDatabase;
let writer: pg.Client;
const watchers: WatchedVersion[] = [];

const bumpAndNotify = async () => {
  const { rows } = await writer.query<{ version: string }>(
    `WITH bumped AS (UPDATE counter SET version = version + 1 RETURNING version)
     SELECT pg_notify('counter_changes', version::text), version::text AS version FROM bumped`,
  );
  return BigInt(rows[0]!.version);
};

function watch(options: { heartbeatMs: number; trustMs: number }): WatchedVersion {
  const watched = createWatchedVersion({
    databaseUrl: database.url,
    channel: 'counter_changes',
    readSql: 'SELECT version::text AS version FROM counter',
    onError: () => undefined,
    ...options,
  });
  watchers.push(watched);
  return watched;
}

beforeAll(async () => {
  database = await createTestDatabase();
  writer = new pg.Client({ connectionString: database.url });
  await writer.connect();
  await writer.query('CREATE TABLE counter (version bigint NOT NULL); INSERT INTO counter VALUES (1)');
});
afterEach(async () => {
  await Promise.all(watchers.splice(0).map((watched) => watched.close()));
});
afterAll(async () => {
  await writer.end();
  await database.drop();
});

describe('a version followed by LISTEN/NOTIFY (createWatchedVersion)', () => {
  it('vouches for the version it read, and learns a new one from the notification alone', async () => {
    // A heartbeat far in the future: only the notification can bring the new version.
    const watched = watch({ heartbeatMs: 600_000, trustMs: 600_000 });
    await watched.start();
    const before = watched.trusted();
    expect(before).toBeDefined();
    const bumped = await bumpAndNotify();
    expect(await waitFor(async () => watched.trusted() === bumped, 5_000, 5)).toBe(true);
  });

  it('stops vouching once its last read is older than the trust window, and the heartbeat brings it back', async () => {
    const silent = watch({ heartbeatMs: 600_000, trustMs: 50 });
    await silent.start();
    await waitFor(async () => silent.trusted() === undefined, 5_000, 5);
    const beating = watch({ heartbeatMs: 20, trustMs: 50 });
    await beating.start();
    // A version bumped without a notification (a writer that does not announce) is still seen.
    await writer.query('UPDATE counter SET version = version + 1');
    const { rows } = await writer.query<{ version: string }>('SELECT version::text AS version FROM counter');
    expect(await waitFor(async () => beating.trusted() === BigInt(rows[0]!.version), 5_000, 5)).toBe(true);
  });

  it('vouches for nothing while a local write it was told about has not been seen', async () => {
    const watched = watch({ heartbeatMs: 600_000, trustMs: 600_000 });
    await watched.start();
    const current = watched.trusted()!;
    watched.expect(current + 1n);
    expect(watched.trusted()).toBeUndefined();
    await bumpAndNotify();
    expect(await waitFor(async () => watched.trusted() === current + 1n, 5_000, 5)).toBe(true);
  });

  it('stops vouching when its connection is killed, and vouches again after reconnecting', async () => {
    const watched = watch({ heartbeatMs: 20, trustMs: 100 });
    await watched.start();
    expect(watched.trusted()).toBeDefined();
    await writer.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'watch counter_changes' AND datname = current_database()`,
    );
    await waitFor(async () => watched.trusted() === undefined, 5_000, 5);
    const bumped = await bumpAndNotify();
    // The reconnection reads the version itself: the notification sent while it was away is not needed.
    expect(await waitFor(async () => watched.trusted() === bumped, 10_000, 10)).toBe(true);
  });
});
