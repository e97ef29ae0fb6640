import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/platform/logger.ts';
import { createOutboxRelay } from '../../src/platform/events/outbox-relay.ts';
import { createOutboxSweeper, type OutboxSweeper } from '../../src/platform/events/outbox-sweeper.ts';
import { recordEvents } from '../../src/platform/events/record-event.ts';
import { MailCheckRequested } from '../../src/platform/mail/mail-check.contract.ts';
import { jobIdFor } from '../../src/platform/queues/job-definition.ts';
import { buildJobRegistry } from '../../src/platform/queues/job-registry.ts';
import { createRedisConnection, whenRedisReady, type Redis } from '../../src/platform/queues/redis.ts';
import { jobs } from '../../workers/jobs/index.ts';
import { mailCheckJob } from '../../workers/jobs/mail-check/mail-check.job.ts';
import { startHarness, type Harness } from '../setup/test-harness.ts';
import { waitFor } from '../setup/wait-for.ts';
import { forgetQueues } from './forget-queues.ts';

type OwedRow = { recipient: string; state: string; re_relays: number };

/**
 * Decision 032: Redis may forget the jobs it was given (replaced by an empty instance, restored from
 * an older snapshot); the outbox sweeper adds again every relayed job not yet finished that Redis no
 * longer knows, and the deliveries table keeps each e-mail to one. Redis "forgets" here by losing
 * every key under this file's prefix; the worker's own sweeper waits an hour, so each test sweeps
 * when it means to (grace 0: every unfinished job is due), except the one that runs it on a timer.
 */
describe('fault: Redis forgets jobs already relayed', () => {
  let h: Harness;
  let redis: Redis;
  const registry = buildJobRegistry(jobs);

  beforeAll(async () => {
    h = await startHarness({
      worker: true,
      smtp: true,
      env: { OUTBOX_SWEEP_INTERVAL_MS: '3600000', OUTBOX_SWEEP_GRACE_MS: '0', JOB_BACKOFF_MS: '50', JOB_ATTEMPTS: '2' },
    });
    redis = createRedisConnection(h.config.redis.url, 'producer', createLogger(h.config, 'test'));
    await whenRedisReady(redis, 5_000);
  });
  afterAll(async () => {
    redis?.disconnect();
    await h?.close();
  });

  async function record(tag: string, count: number): Promise<string[]> {
    const events = Array.from({ length: count }, (_, i) =>
      MailCheckRequested.create({ recipient: `${tag}-${i}@example.com`, requestedAt: new Date().toISOString() }),
    );
    await h.orm.em.fork().transactional(async (tx) => {
      recordEvents(tx, ...events);
    });
    return events.map((event) => event.id);
  }

  /** Relays every waiting event with a relay of the test's own (the worker is stopped). */
  async function relayAll(): Promise<void> {
    const relay = createOutboxRelay({ config: h.config, logger: createLogger(h.config, 'relay'), orm: h.orm, redis, subscribers: registry.subscribers });
    for (;;) {
      const result = await relay.relayOnce();
      expect(result.error).toBeUndefined();
      if (result.dispatched.length === 0) break;
    }
    await relay.stop();
  }

  const sweepers: OutboxSweeper[] = [];
  async function newSweeper(batchSize?: number): Promise<OutboxSweeper> {
    const connection = createRedisConnection(h.config.redis.url, 'producer', createLogger(h.config, 'test'));
    await whenRedisReady(connection, 5_000);
    const sweeper = createOutboxSweeper({
      config: h.config,
      logger: createLogger(h.config, 'sweeper'),
      orm: h.orm,
      redis: connection,
      definitions: registry.jobs,
      batchSize,
    });
    sweepers.push(sweeper);
    return sweeper;
  }
  afterAll(async () => {
    await Promise.all(sweepers.map((sweeper) => sweeper.stop()));
  });

  async function owedRows(tag: string): Promise<OwedRow[]> {
    return h.orm.em.fork().execute<OwedRow[]>(
      `SELECT o.payload->>'recipient' AS recipient, j.state, j.re_relays
         FROM outbox_jobs j JOIN outbox o ON o.id = j.event_id
        WHERE o.payload->>'recipient' LIKE ? ORDER BY 1`,
      [`${tag}-%`],
    );
  }

  const mailTo = (tag: string) => h.mailbox.messages.filter((message) => message.to.startsWith(`${tag}-`));

  async function metric(name: string): Promise<number | undefined> {
    const { body } = await h.app.inject({ method: 'GET', url: '/metrics' });
    const line = body.split('\n').find((text) => text.startsWith(`${name} `));
    return line === undefined ? undefined : Number(line.slice(name.length + 1));
  }

  it('re-relays every job Redis lost, and each e-mail arrives once at the SMTP peer', async () => {
    await h.stopWorker();
    await record('lost', 30);
    await relayAll();
    expect((await owedRows('lost')).map((row) => row.state)).toEqual(Array(30).fill('owed'));
    expect((await h.queues.email.getJobCounts('waiting')).waiting).toBe(30);

    expect(await forgetQueues(redis, h.config.redis.prefix)).toBeGreaterThan(0);
    expect((await h.queues.email.getJobCounts('waiting')).waiting).toBe(0);

    const sweeper = await newSweeper();
    expect(await sweeper.sweepOnce()).toEqual({ checked: 30, reRelayed: 30, reconciled: 0 });
    expect((await h.queues.email.getJobCounts('waiting')).waiting).toBe(30);
    expect(await metric('outbox_jobs_re_relayed_last_hour')).toBe(30);
    expect(await metric('outbox_jobs_owed')).toBe(30);

    await h.startWorker();
    await waitFor(async () => mailTo('lost').length >= 30);
    await h.settle();
    expect(mailTo('lost')).toHaveLength(30);
    expect(new Set(mailTo('lost').map((message) => message.to)).size).toBe(30);
    const rows = await owedRows('lost');
    expect(rows.every((row) => row.state === 'completed' && row.re_relays === 1)).toBe(true);
    expect(await metric('outbox_jobs_owed')).toBe(0);
    // Finished jobs are not asked about again.
    expect(await sweeper.sweepOnce()).toEqual({ checked: 0, reRelayed: 0, reconciled: 0 });
  });

  it('re-relays, on its own timer, jobs lost while in flight, without a second e-mail', async () => {
    // Two e-mails held at the SMTP peer take both of the worker's slots; the other jobs wait.
    await h.startWorker({ OUTBOX_SWEEP_INTERVAL_MS: '100', OUTBOX_SWEEP_GRACE_MS: '300', WORKER_CONCURRENCY: '2' });
    h.mailbox.peer.stallNext(2);
    await record('flight', 20);
    await h.mailbox.peer.waitForStalled(2);
    await forgetQueues(redis, h.config.redis.prefix);
    h.mailbox.peer.release();

    await waitFor(async () => mailTo('flight').length >= 20, 30_000);
    await waitFor(async () => (await owedRows('flight')).every((row) => row.state === 'completed'), 30_000);
    await h.settle();
    expect(mailTo('flight')).toHaveLength(20);
    expect(new Set(mailTo('flight').map((message) => message.to)).size).toBe(20);
    // At least the waiting ones came back through the sweeper (the two held ones finished on their own).
    expect((await owedRows('flight')).filter((row) => row.re_relays > 0).length).toBeGreaterThanOrEqual(18);
    await h.startWorker();
  });

  it('never re-adds a slow job Redis still has (active, delayed or waiting)', async () => {
    // One job at a time, and a retry a long way off, so each state holds while the sweeper looks.
    await h.startWorker({ WORKER_CONCURRENCY: '1', JOB_BACKOFF_MS: '600000' });
    h.mailbox.peer.rejectRecipient('slow-delayed@example.com', 451, 'Try again later');
    const [delayed] = await recordTo(['slow-delayed@example.com']);
    const delayedJob = jobIdFor(delayed!, mailCheckJob.id);
    await waitFor(async () => (await h.queues.email.getJobState(delayedJob)) === 'delayed');
    h.mailbox.peer.stallNext(1);
    const [active] = await recordTo(['slow-active@example.com']);
    await h.mailbox.peer.waitForStalled(1);
    const [waiting] = await recordTo(['slow-waiting@example.com']);
    const activeJob = jobIdFor(active!, mailCheckJob.id);
    const waitingJob = jobIdFor(waiting!, mailCheckJob.id);
    await waitFor(async () => (await owedRows('slow')).length === 3);
    expect(await h.queues.email.getJobState(activeJob)).toBe('active');
    expect(await h.queues.email.getJobState(waitingJob)).toBe('waiting');

    const sweeper = await newSweeper();
    expect(await sweeper.sweepOnce()).toEqual({ checked: 3, reRelayed: 0, reconciled: 0 });
    expect((await owedRows('slow')).map((row) => [row.recipient, row.state, row.re_relays])).toEqual([
      ['slow-active@example.com', 'owed', 0],
      ['slow-delayed@example.com', 'owed', 0],
      ['slow-waiting@example.com', 'owed', 0],
    ]);

    h.mailbox.peer.release();
    await (await h.queues.email.getJob(delayedJob))!.promote();
    await waitFor(async () => mailTo('slow').length >= 3);
    await h.settle();
    expect(mailTo('slow').map((message) => message.to).sort()).toEqual([
      'slow-active@example.com',
      'slow-delayed@example.com',
      'slow-waiting@example.com',
    ]);
    await h.startWorker();
  });

  it('does not re-send a completed job whose BullMQ record vanished', async () => {
    const [eventId] = await recordTo(['done-1@example.com']);
    await h.mailbox.waitForMessage('done-1@example.com');
    await h.settle();
    expect(await owedRows('done')).toEqual([{ recipient: 'done-1@example.com', state: 'completed', re_relays: 0 }]);
    const jobId = jobIdFor(eventId!, mailCheckJob.id);
    await (await h.queues.email.getJob(jobId))!.remove();

    const sweeper = await newSweeper();
    // Completed in PostgreSQL: not even asked about.
    expect(await sweeper.sweepOnce()).toEqual({ checked: 0, reRelayed: 0, reconciled: 0 });
    // Had the runner's record not landed, the job would run again and find its delivery sent.
    await h.orm.em.fork().execute(`UPDATE outbox_jobs SET state = 'owed' WHERE job_id = ?`, [jobId]);
    expect(await sweeper.sweepOnce()).toEqual({ checked: 1, reRelayed: 1, reconciled: 0 });
    await waitFor(async () => (await owedRows('done'))[0]?.state === 'completed');
    await h.settle();
    expect(h.mailbox.to('done-1@example.com')).toHaveLength(1);
  });

  it('records what Redis finished when the runner could not (the row still owed)', async () => {
    const [eventId] = await recordTo(['reconcile-1@example.com']);
    await h.mailbox.waitForMessage('reconcile-1@example.com');
    await h.settle();
    await h.orm.em.fork().execute(`UPDATE outbox_jobs SET state = 'owed' WHERE job_id = ?`, [jobIdFor(eventId!, mailCheckJob.id)]);
    const sweeper = await newSweeper();
    expect(await sweeper.sweepOnce()).toEqual({ checked: 1, reRelayed: 0, reconciled: 1 });
    expect((await owedRows('reconcile'))[0]?.state).toBe('completed');
  });

  it('two sweepers at once add each lost job once between them', async () => {
    await h.stopWorker();
    await record('race', 200);
    await relayAll();
    await forgetQueues(redis, h.config.redis.prefix);
    const [a, b] = await Promise.all([newSweeper(20), newSweeper(20)]);
    const [fromA, fromB] = await Promise.all([a.sweepOnce(), b.sweepOnce()]);
    expect(fromA.error).toBeUndefined();
    expect(fromB.error).toBeUndefined();
    expect(fromA.reRelayed + fromB.reRelayed).toBe(200);
    expect(fromA.reRelayed).toBeGreaterThan(0);
    expect(fromB.reRelayed).toBeGreaterThan(0);
    expect((await owedRows('race')).every((row) => row.re_relays === 1)).toBe(true);
    expect((await h.queues.email.getJobCounts('waiting')).waiting).toBe(200);

    await h.startWorker();
    await waitFor(async () => mailTo('race').length >= 200, 30_000);
    await h.settle();
    expect(mailTo('race')).toHaveLength(200);
    expect(new Set(mailTo('race').map((message) => message.to)).size).toBe(200);
  });

  it('records a job that failed for good, and brings it back to the failed list if Redis forgets it', async () => {
    h.mailbox.peer.rejectRecipient('bounce-1@example.com', 550, 'No such user', 2);
    const [eventId] = await recordTo(['bounce-1@example.com']);
    const jobId = jobIdFor(eventId!, mailCheckJob.id);
    await waitFor(async () => (await owedRows('bounce'))[0]?.state === 'failed');
    expect(await h.queues.email.getJobState(jobId)).toBe('failed');

    const sweeper = await newSweeper();
    expect(await sweeper.sweepOnce()).toEqual({ checked: 1, reRelayed: 0, reconciled: 0 });
    await (await h.queues.email.getJob(jobId))!.remove();
    expect(await sweeper.sweepOnce()).toEqual({ checked: 1, reRelayed: 1, reconciled: 0 });
    // It ran once more, was refused again, and is visible in the failed list again.
    await waitFor(async () => (await h.queues.email.getJobState(jobId)) === 'failed');
    await waitFor(async () => (await owedRows('bounce'))[0]?.state === 'failed');
    expect(h.mailbox.to('bounce-1@example.com')).toHaveLength(0);
  });

  it('records a job that used up its attempts on transient refusals as failed', async () => {
    h.mailbox.peer.rejectRecipient('busy-1@example.com', 451, 'Try again later', 2);
    const [eventId] = await recordTo(['busy-1@example.com']);
    await waitFor(async () => (await h.queues.email.getJobState(jobIdFor(eventId!, mailCheckJob.id))) === 'failed');
    await waitFor(async () => (await owedRows('busy'))[0]?.state === 'failed');
  });

  async function recordTo(recipients: string[]): Promise<string[]> {
    const events = recipients.map((recipient) => MailCheckRequested.create({ recipient, requestedAt: new Date().toISOString() }));
    await h.orm.em.fork().transactional(async (tx) => {
      recordEvents(tx, ...events);
    });
    return events.map((event) => event.id);
  }
});
