import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadConfig, type AppConfig } from '../../src/config.ts';
import { createLogger } from '../../src/platform/logger.ts';
import type { Orm } from '../../src/platform/db/orm.ts';
import { openDatabase } from '../../src/database.ts';
import { defineEvent } from '../../src/platform/events/domain-event.ts';
import { createOutboxRelay, type OutboxRelay } from '../../src/platform/events/outbox-relay.ts';
import { recordEvents } from '../../src/platform/events/record-event.ts';
import { MailCheckRequested } from '../../src/platform/mail/mail-check.contract.ts';
import { jobIdFor } from '../../src/platform/queues/job-definition.ts';
import { buildJobRegistry } from '../../src/platform/queues/job-registry.ts';
import { closeQueues, createQueues, type Queues } from '../../src/platform/queues/queues.ts';
import { createRedisConnection, whenRedisReady, type Redis } from '../../src/platform/queues/redis.ts';
import { jobs } from '../../workers/jobs/index.ts';
import { mailCheckJob } from '../../workers/jobs/mail-check/mail-check.job.ts';
import { createTestEnvironment, type TestEnvironment } from '../setup/test-app.ts';

const EVENTS = 500;

describe('fault: several relays at once', () => {
  let env: TestEnvironment;
  let config: AppConfig;
  let orm: Orm;
  const connections: Redis[] = [];
  let queues: Queues;

  beforeAll(async () => {
    env = await createTestEnvironment();
    // Small batches: a hundred rounds, so both relays are busy at once even if one starts late.
    config = loadConfig(env.environment({ OUTBOX_BATCH_SIZE: '5' }));
    orm = await openDatabase(config);
    queues = createQueues(config, await connect());
  });
  afterAll(async () => {
    await closeQueues(queues);
    for (const connection of connections) connection.disconnect();
    await orm.close();
    await env.close();
  });

  async function connect(): Promise<Redis> {
    const connection = createRedisConnection(config.redis.url, 'producer', createLogger(config, 'test'));
    connections.push(connection);
    await whenRedisReady(connection, 5_000);
    return connection;
  }

  async function newRelay(): Promise<OutboxRelay> {
    const { subscribers } = buildJobRegistry(jobs);
    return createOutboxRelay({ config, logger: createLogger(config, 'relay'), orm, redis: await connect(), subscribers });
  }

  /** Runs batches until the outbox is empty, collecting the ids this relay dispatched. */
  async function drain(relay: OutboxRelay): Promise<string[]> {
    const mine: string[] = [];
    for (;;) {
      const result = await relay.relayOnce();
      expect(result.error).toBeUndefined();
      mine.push(...result.dispatched);
      if (result.dispatched.length === 0) {
        const [row] = await orm.em.fork().execute<{ left: number }[]>(
          `SELECT count(*)::int AS left FROM outbox WHERE dispatched_at IS NULL`,
        );
        if (row?.left === 0) return mine;
      }
    }
  }

  it('dispatches each of 500 events exactly once between two relays', async () => {
    // Each relay connects its queues on its first round: do that before the race, so one relay
    // cannot empty the outbox while the other is still starting.
    const [a, b] = await Promise.all([newRelay(), newRelay()]);
    await Promise.all([a.relayOnce(), b.relayOnce()]);
    const events = Array.from({ length: EVENTS }, (_, i) =>
      MailCheckRequested.create({ recipient: `r${i}@example.com`, requestedAt: new Date().toISOString() }),
    );
    await orm.em.fork().transactional(async (tx) => {
      recordEvents(tx, ...events);
    });

    const [fromA, fromB] = await Promise.all([drain(a), drain(b)]);

    // Both took part, neither took an event the other had (FOR UPDATE SKIP LOCKED).
    expect(fromA.length).toBeGreaterThan(0);
    expect(fromB.length).toBeGreaterThan(0);
    expect(fromA.filter((id) => fromB.includes(id))).toEqual([]);
    expect(new Set([...fromA, ...fromB])).toEqual(new Set(events.map((e) => e.id)));

    const counts = await queues.email.getJobCounts('wait', 'delayed', 'active');
    expect(counts.wait).toBe(EVENTS);
    const job = await queues.email.getJob(jobIdFor(events[0]?.id ?? '', mailCheckJob.id));
    expect(job?.name).toBe('email.mail-check');
    expect(job?.data).toEqual({ eventId: events[0]?.id, payload: events[0]?.payload });
    expect(job?.opts.attempts).toBe(config.jobs.attempts);
    expect(job?.opts.backoff).toEqual({ type: 'exponential', delay: config.jobs.backoffMs });
  });

  it('adds nothing twice when an event is relayed again (the job id comes from the event id)', async () => {
    const event = MailCheckRequested.create({ recipient: 'again@example.com', requestedAt: new Date().toISOString() });
    await orm.em.fork().transactional(async (tx) => {
      recordEvents(tx, event);
    });
    const relay = await newRelay();
    expect((await relay.relayOnce()).dispatched).toEqual([event.id]);
    // As if the relay had crashed after adding the job but before its commit.
    await orm.em.fork().execute(`UPDATE outbox SET dispatched_at = NULL WHERE id = ?`, [event.id]);
    expect((await relay.relayOnce()).dispatched).toEqual([event.id]);
    expect((await queues.email.getJobCounts('wait')).wait).toBe(EVENTS + 1);
  });

  it('stamps events nobody subscribes to as dispatched without enqueuing anything', async () => {
    const Unheard = defineEvent('NothingListens', 1, z.object({ n: z.number() }));
    await orm.em.fork().transactional(async (tx) => {
      recordEvents(tx, Unheard.create({ n: 1 }), Unheard.create({ n: 2 }));
    });
    const relay = await newRelay();
    expect((await relay.relayOnce()).dispatched).toHaveLength(2);
    expect((await queues.email.getJobCounts('wait')).wait).toBe(EVENTS + 1);
  });
});
