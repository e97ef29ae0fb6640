import path from 'node:path';
import { rm } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type AppConfig } from '../../src/config.ts';
import { createLogger } from '../../src/platform/logger.ts';
import type { Orm } from '../../src/platform/db/orm.ts';
import { openDatabase } from '../../src/database.ts';
import { createOutboxRelay } from '../../src/platform/events/outbox-relay.ts';
import { recordEvents } from '../../src/platform/events/record-event.ts';
import { MailCheckRequested } from '../../src/platform/mail/mail-check.contract.ts';
import { buildJobRegistry } from '../../src/platform/queues/job-registry.ts';
import { createRedisConnection, whenRedisReady, type Redis } from '../../src/platform/queues/redis.ts';
import { startLocalRedis, type RunningRedis } from '../../src/platform/services/local-redis.ts';
import { jobs } from '../../workers/jobs/index.ts';
import { startWorker, type RunningWorker } from '../../workers/start-worker.ts';
import { createTestEnvironment, type TestEnvironment } from '../setup/test-app.ts';
import { startSmtpPeer, type SmtpPeer } from '../setup/smtp-peer.ts';
import { waitFor } from '../setup/wait-for.ts';

const EVENTS = 200;

describe('fault: Redis unreachable while events are recorded', () => {
  const dataDir = path.resolve('.data', 'test-faults', `redis-${randomBytes(4).toString('hex')}`);
  let env: TestEnvironment;
  let config: AppConfig;
  let redisServer: RunningRedis;
  let peer: SmtpPeer;
  let orm: Orm;
  let producer: Redis;
  let worker: RunningWorker | undefined;

  beforeAll(async () => {
    redisServer = await startLocalRedis({ dataDir, persistent: false });
    peer = await startSmtpPeer();
    env = await createTestEnvironment();
    config = loadConfig(
      env.environment({ REDIS_URL: redisServer.url, SMTP_URL: peer.url, OUTBOX_POLL_MS: '20', JOB_BACKOFF_MS: '50' }),
    );
    orm = await openDatabase(config);
  });
  afterAll(async () => {
    await worker?.stop();
    producer?.disconnect();
    await orm.close();
    await redisServer.stop();
    await peer.close();
    await env.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps every event in PostgreSQL, then delivers each exactly once when Redis is back', async () => {
    const logger = createLogger(config, 'relay-test');
    producer = createRedisConnection(config.redis.url, 'producer', logger);
    await whenRedisReady(producer, 5_000);
    const { subscribers } = buildJobRegistry(jobs);
    const relay = createOutboxRelay({ config, logger, orm, redis: producer, subscribers });

    await redisServer.stop();
    const events = Array.from({ length: EVENTS }, (_, i) =>
      MailCheckRequested.create({ recipient: `user${i}@example.com`, requestedAt: new Date().toISOString() }),
    );
    await orm.em.fork().transactional(async (tx) => {
      recordEvents(tx, ...events);
    });

    const failed = await relay.relayOnce();
    expect(failed.error).toBeDefined();
    expect(failed.dispatched).toEqual([]);
    const [waiting] = await orm.em.fork().execute<{ undispatched: number; attempted: number }[]>(
      `SELECT count(*) FILTER (WHERE dispatched_at IS NULL)::int AS undispatched,
              count(*) FILTER (WHERE dispatch_attempts > 0 AND last_error IS NOT NULL)::int AS attempted
       FROM outbox`,
    );
    expect(waiting).toEqual({ undispatched: EVENTS, attempted: config.outbox.batchSize });

    redisServer = await startLocalRedis({ dataDir, persistent: false, port: redisServer.port });
    worker = await startWorker(config, createLogger(config, 'worker-test'));

    await peer.waitForMessages(EVENTS, 30_000);
    const sent = await waitFor(async () => {
      const [row] = await orm.em.fork().execute<{ sent: number }[]>(
        `SELECT count(*)::int AS sent FROM deliveries WHERE status = 'sent'`,
      );
      return row?.sent === EVENTS ? row.sent : undefined;
    });
    expect(sent).toBe(EVENTS);
    // The relay that failed earlier recovers too, and finds nothing left to send.
    await whenRedisReady(producer, 10_000);
    expect(await relay.relayOnce()).toEqual({ dispatched: [] });
    await worker.stop();
    worker = undefined;

    expect(peer.messages).toHaveLength(EVENTS);
    expect(new Set(peer.messages.map((m) => m.messageId)).size).toBe(EVENTS);
    expect(new Set(peer.messages.map((m) => m.to)).size).toBe(EVENTS);
    const [outbox] = await orm.em.fork().execute<{ undispatched: number }[]>(
      `SELECT count(*) FILTER (WHERE dispatched_at IS NULL)::int AS undispatched FROM outbox`,
    );
    expect(outbox?.undispatched).toBe(0);
  });
});
