import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisConnection, whenRedisReady, type Redis } from '../../../src/platform/queues/redis.ts';
import { findFreePort } from '../../../src/platform/services/free-port.ts';
import { startLocalRedis, type RunningRedis } from '../../../src/platform/services/local-redis.ts';
import { createTestApp, type TestApp } from '../../setup/test-app.ts';
import { waitFor } from '../../setup/wait-for.ts';

/**
 * The API's own queues (the /metrics gauges, the queue dashboard) are made on first use, once
 * Redis answers, as the outbox relay's and sweeper's are: BullMQ keeps a Queue's failed first
 * initialisation for good (decision 032), so queues made at start-up would fail until a restart.
 */

const TOKEN = 'operator-token-for-a-redis-that-was-away';
const asOperator = { authorization: `Bearer ${TOKEN}`, accept: 'application/json' };
const privateRedisDir = () => path.resolve('.data', 'test-redis-away', randomBytes(4).toString('hex'));

/** `queue_metrics_available`'s value in a scrape (1 when that scrape could read the queues). */
async function queuesReadable(t: TestApp): Promise<number | undefined> {
  const { body } = await t.app.inject({ method: 'GET', url: '/metrics' });
  const line = body.split('\n').find((candidate) => candidate.startsWith('queue_metrics_available '));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

async function dashboardQueueNames(t: TestApp): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: '/admin/queues/api/queues', headers: asOperator });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { queues: { name: string }[] }).queues.map((queue) => queue.name).sort();
}

describe('the API started while Redis is away', () => {
  let redisPort: number;
  let redis: RunningRedis | undefined;
  let t: TestApp;

  beforeAll(async () => {
    // A port of our own with nothing on it yet: the API's Redis is away from its first moment.
    redisPort = await findFreePort();
    t = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${redisPort}`, OPERATOR_TOKEN: TOKEN });
  });
  afterAll(async () => {
    await t?.close();
    await redis?.stop();
  });

  it('says at once that the queues cannot be read, on /metrics and on the dashboard', async () => {
    expect(await queuesReadable(t)).toBe(0);
    // Queues made at start-up would leave this request waiting for Redis for as long as it is away.
    const dashboard = await t.app.inject({ method: 'GET', url: '/admin/queues/api/queues', headers: asOperator });
    expect(dashboard.statusCode).toBe(503);
    expect(dashboard.headers['content-type']).toContain('application/problem+json');
    expect(dashboard.json()).toMatchObject({ status: 503, code: 'queues_unavailable' });
  });

  it('reads the queues once Redis answers, with no restart', async () => {
    redis = await startLocalRedis({ port: redisPort, dataDir: privateRedisDir(), persistent: false });
    // The producer connection reconnects within its retry strategy's 2 s; a scrape then makes the queues.
    await waitFor(async () => (await queuesReadable(t)) === 1);
    expect(await dashboardQueueNames(t)).toEqual(['email', 'notifications', 'slack']);
  });
});

describe('the API started while Redis refuses the queues their first initialisation', () => {
  let redis: RunningRedis;
  let admin: Redis;
  let t: TestApp;

  beforeAll(async () => {
    // A private server: the test takes a command away from its default user.
    redis = await startLocalRedis({ dataDir: privateRedisDir(), persistent: false });
    admin = createRedisConnection(redis.url, 'worker', pino({ level: 'silent' }));
    await whenRedisReady(admin, 5_000);
  });
  afterAll(async () => {
    await t?.close();
    admin?.disconnect();
    await redis?.stop();
  });

  it('reads the queues once Redis answers their INFO again, with no restart', async () => {
    // BullMQ's initialisation asks Redis for INFO: refused, as when Redis goes away between the
    // connection's readiness and that question, every Queue made now fails its initialisation.
    await admin.call('ACL', 'SETUSER', 'default', '-info');
    try {
      t = await createTestApp({ REDIS_URL: redis.url, OPERATOR_TOKEN: TOKEN });
      expect(await queuesReadable(t)).toBe(0);
      expect((await t.app.inject({ method: 'GET', url: '/admin/queues/api/queues', headers: asOperator })).statusCode).toBe(503);
    } finally {
      await admin.call('ACL', 'SETUSER', 'default', '+info');
    }
    // Queues kept from start-up would fail every scrape from now on; queues made now work.
    await waitFor(async () => (await queuesReadable(t)) === 1);
    expect(await dashboardQueueNames(t)).toEqual(['email', 'notifications', 'slack']);
  });
});
