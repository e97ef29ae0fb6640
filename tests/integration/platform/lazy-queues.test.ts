import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLazyQueues } from '../../../src/platform/queues/queues.ts';
import { createRedisConnection, whenRedisReady, type Redis } from '../../../src/platform/queues/redis.ts';
import { startLocalRedis, type RunningRedis } from '../../../src/platform/services/local-redis.ts';

const logger = pino({ level: 'silent' });

describe('createLazyQueues (the outbox relay and sweeper)', () => {
  let redis: RunningRedis;
  let admin: Redis;
  let producer: Redis;

  beforeAll(async () => {
    // A private server: the test takes a command away from its default user.
    redis = await startLocalRedis({ dataDir: path.resolve('.data', 'test-lazy-queues', randomBytes(4).toString('hex')), persistent: false });
    admin = createRedisConnection(redis.url, 'worker', logger);
    producer = createRedisConnection(redis.url, 'producer', logger);
    await whenRedisReady(producer, 5_000);
  });
  afterAll(async () => {
    producer?.disconnect();
    admin?.disconnect();
    await redis?.stop();
  });

  it('keeps no queues whose first initialisation failed, and makes working ones once Redis answers', async () => {
    const lazy = createLazyQueues({ redis: { url: redis.url, prefix: `lazy${randomBytes(3).toString('hex')}` } }, producer);
    // BullMQ's initialisation asks Redis for INFO: refused, as when Redis goes away between the
    // readiness check and that question, the queues' first initialisation fails.
    await admin.call('ACL', 'SETUSER', 'default', '-info');
    try {
      await expect(lazy.ready()).rejects.toThrow(/NOPERM|permission/i);
    } finally {
      await admin.call('ACL', 'SETUSER', 'default', '+info');
    }

    // Kept queues would fail every call from now on; new ones work.
    const queues = await lazy.ready();
    await queues.email.add('probe', {});
    expect(await queues.email.getJobCounts('waiting')).toEqual({ waiting: 1 });
    expect(await lazy.ready()).toBe(queues);
    await lazy.close();
  });
});
