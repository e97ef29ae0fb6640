import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig, type AppConfig } from '../../../src/config.ts';
import type { Orm } from '../../../src/platform/db/orm.ts';
import { openDatabase } from '../../../src/database.ts';
import { createOutboxRelay } from '../../../src/platform/events/outbox-relay.ts';
import { deleteDispatchedEvents } from '../../../src/platform/events/outbox-retention.ts';
import { createLogger } from '../../../src/platform/logger.ts';
import { createRedisConnection, type Redis } from '../../../src/platform/queues/redis.ts';
import { createTestEnvironment, type TestEnvironment } from '../../setup/test-app.ts';

describe('outbox retention', () => {
  let env: TestEnvironment;
  let config: AppConfig;
  let orm: Orm;
  let redis: Redis;

  beforeAll(async () => {
    env = await createTestEnvironment();
    config = loadConfig(env.environment());
    orm = await openDatabase(config);
    redis = createRedisConnection(config.redis.url, 'producer', createLogger(config, 'test'));
  });
  afterAll(async () => {
    redis.disconnect();
    await orm.close();
    await env.close();
  });
  beforeEach(async () => {
    await orm.em.fork().execute(`DELETE FROM outbox`);
  });

  /** Inserts `count` rows that occurred `occurredDaysAgo` and were dispatched `dispatchedDaysAgo` (null = waiting). */
  async function insertEvents(count: number, dispatchedDaysAgo: number | null, occurredDaysAgo = dispatchedDaysAgo ?? 0): Promise<string[]> {
    const ids = Array.from({ length: count }, () => randomUUID());
    for (const id of ids) {
      await orm.em.fork().execute(
        `INSERT INTO outbox (id, type, payload, occurred_at, dispatched_at)
         VALUES (?, 'RetentionProbe', '{}', now() - make_interval(days => ?::int),
                 CASE WHEN ?::float8 IS NULL THEN NULL ELSE now() - make_interval(secs => ?::float8 * 86400) END)`,
        [id, Math.ceil(occurredDaysAgo), dispatchedDaysAgo, dispatchedDaysAgo],
      );
    }
    return ids;
  }

  async function remainingIds(): Promise<string[]> {
    const rows = await orm.em.fork().execute<{ id: string }[]>(`SELECT id FROM outbox ORDER BY id`);
    return rows.map((row) => row.id);
  }

  it('deletes rows dispatched before the retention and keeps recent and undispatched ones', async () => {
    const old = [...(await insertEvents(4, 8)), ...(await insertEvents(3, 90))];
    const recent = [...(await insertEvents(2, 1)), ...(await insertEvents(1, 6.9))];
    // Waiting for a year (Redis down, say) must not cost an event.
    const waiting = await insertEvents(3, null, 400);

    // 7 expired rows in batches of 3: the loop must run three statements to get them all.
    expect(await deleteDispatchedEvents(orm, { retentionDays: 7, batchSize: 3 })).toBe(7);

    const left = await remainingIds();
    expect(left).toEqual([...recent, ...waiting].sort());
    expect(left.filter((id) => old.includes(id))).toEqual([]);
    expect(await deleteDispatchedEvents(orm, { retentionDays: 7, batchSize: 3 })).toBe(0);
  });

  it('loops over exact multiples of the batch size and stops between batches when asked', async () => {
    await insertEvents(6, 10);
    expect(await deleteDispatchedEvents(orm, { retentionDays: 7, batchSize: 2, shouldStop: () => true })).toBe(2);
    expect(await deleteDispatchedEvents(orm, { retentionDays: 7, batchSize: 2 })).toBe(4);
    expect(await remainingIds()).toEqual([]);
  });

  it('shares the work between workers cleaning at once, deleting each row once', async () => {
    await insertEvents(60, 30);
    const counts = await Promise.all([1, 2, 3].map(() => deleteDispatchedEvents(orm, { retentionDays: 7, batchSize: 5 })));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(60);
    expect(await remainingIds()).toEqual([]);
  });

  it('runs from the relay every interval and stops with it', async () => {
    const relay = createOutboxRelay({
      config: { ...config, outbox: { ...config.outbox, cleanupIntervalMs: 50 } },
      logger: createLogger(config, 'relay'),
      orm,
      redis,
      subscribers: new Map(),
    });
    await insertEvents(2, 8);
    relay.start();
    await expect.poll(remainingIds, { timeout: 5_000, interval: 25 }).toEqual([]);
    // Cleans again on the next interval, not only once after start.
    await insertEvents(1, 8);
    await expect.poll(remainingIds, { timeout: 5_000, interval: 25 }).toEqual([]);

    await relay.stop();
    const afterStop = await insertEvents(1, 8);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await remainingIds()).toEqual(afterStop);
  });
});
