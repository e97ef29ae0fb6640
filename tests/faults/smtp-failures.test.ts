import { spawn } from 'node:child_process';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type AppConfig, type Environment } from '../../src/config.ts';
import { createLogger } from '../../src/platform/logger.ts';
import type { Orm } from '../../src/platform/db/orm.ts';
import { openDatabase } from '../../src/database.ts';
import { findDeliveries } from '../../src/platform/deliveries/find-deliveries.ts';
import { requestMailCheck } from '../../src/platform/mail/request-mail-check.handler.ts';
import { jobIdFor } from '../../src/platform/queues/job-definition.ts';
import { closeQueues, createQueues, type Queues } from '../../src/platform/queues/queues.ts';
import { createRedisConnection, type Redis } from '../../src/platform/queues/redis.ts';
import { runJobsCommand } from '../../src/cli/jobs.ts';
import { mailCheckJob } from '../../workers/jobs/mail-check/mail-check.job.ts';
import { startWorker, type RunningWorker } from '../../workers/start-worker.ts';
import { createTestEnvironment, type TestEnvironment } from '../setup/test-app.ts';
import { startSmtpPeer, type SmtpPeer } from '../setup/smtp-peer.ts';
import { waitFor } from '../setup/wait-for.ts';

describe('fault: the SMTP server refuses for a while', () => {
  let env: TestEnvironment;
  let peer: SmtpPeer;
  let orm: Orm;
  let redis: Redis;
  let queues: Queues;
  let workerEnv: Environment;
  let config: AppConfig;
  let worker: RunningWorker | undefined;

  beforeAll(async () => {
    peer = await startSmtpPeer();
    env = await createTestEnvironment();
    workerEnv = env.environment({ SMTP_URL: peer.url, OUTBOX_POLL_MS: '20', JOB_BACKOFF_MS: '40', JOB_ATTEMPTS: '4' });
    config = loadConfig(workerEnv);
    orm = await openDatabase(config);
    redis = createRedisConnection(config.redis.url, 'producer', createLogger(config, 'test'));
    queues = createQueues(config, redis);
    worker = await startWorker(config, createLogger(config, 'worker-test'));
  });
  afterEach(() => {
    peer.rejectAll(undefined);
    peer.rejectNext(0);
    peer.messages.length = 0;
  });
  afterAll(async () => {
    await worker?.stop();
    await closeQueues(queues);
    redis.disconnect();
    await orm.close();
    await peer.close();
    await env.close();
  });

  const sentDelivery = (eventId: string) =>
    waitFor(async () => {
      const [row] = await findDeliveries(orm.em.fork(), eventId);
      return row?.status === 'sent' ? row : undefined;
    });

  it('retries 4xx answers with exponential backoff, then delivers once', async () => {
    peer.rejectNext(3, 451);
    const rejectedBefore = peer.rejected;
    const started = Date.now();
    const eventId = await requestMailCheck(orm.em, 'greylisted@example.com');

    await peer.waitForMessages(1);
    const delivery = await sentDelivery(eventId);
    expect(peer.rejected - rejectedBefore).toBe(3);
    expect(delivery.attempts).toBe(4);
    const job = await queues.email.getJob(jobIdFor(eventId, mailCheckJob.id));
    expect(job?.attemptsMade).toBeGreaterThan(1);
    // Backoff of 40, 80 and 160 ms between the four attempts.
    expect(Date.now() - started).toBeGreaterThanOrEqual(280);
    expect(peer.messages).toHaveLength(1);
  });

  it('keeps a job that exhausted its attempts in failed, and `jobs retry` then delivers it once', async () => {
    peer.rejectAll(452);
    const eventId = await requestMailCheck(orm.em, 'full-mailbox@example.com');
    const jobId = jobIdFor(eventId, mailCheckJob.id);

    await waitFor(async () => (await queues.email.getJob(jobId))?.isFailed());
    const failedDelivery = (await findDeliveries(orm.em.fork(), eventId))[0];
    expect(failedDelivery?.status).toBe('failed');
    expect(String(failedDelivery?.detail?.error)).toContain('452');
    expect(peer.messages).toHaveLength(0);

    const lines: string[] = [];
    expect(await runJobsCommand(['failed', 'email'], config, { out: (line) => lines.push(line) })).toBe(0);
    expect(lines.join('\n')).toContain(jobId);
    expect(lines.join('\n')).toContain('attempts=4');

    peer.rejectAll(undefined);
    const cli = spawn(process.execPath, ['--import', 'tsx', 'src/cli/jobs.ts', 'retry', 'email', jobId], {
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...workerEnv },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    cli.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => cli.once('exit', resolve));
    expect(code).toBe(0);
    expect(output).toContain(`Retried 1 job(s) in 'email': ${jobId}`);

    await peer.waitForMessages(1);
    const delivery = await sentDelivery(eventId);
    expect(delivery.recipient).toBe('full-mailbox@example.com');
    await waitFor(async () => (await queues.email.getJob(jobId))?.isCompleted());
    expect(peer.messages).toHaveLength(1);
    expect(await queues.email.getFailedCount()).toBe(0);
  });

  it('answers a retry of an unknown job with exit code 1 and usage errors with 2', async () => {
    await expect(runJobsCommand(['retry', 'email', 'no-such-job'], config, { out: () => undefined })).rejects.toThrow(
      "No job 'no-such-job' in queue 'email'",
    );
    await expect(runJobsCommand(['failed', 'bogus'], config, { out: () => undefined })).rejects.toThrow("Unknown queue 'bogus'");
  });

  it('marks a permanent 5xx refusal failed at once, without retrying', async () => {
    peer.rejectAll(550);
    const rejectedBefore = peer.rejected;
    const eventId = await requestMailCheck(orm.em, 'nobody@example.com');
    const jobId = jobIdFor(eventId, mailCheckJob.id);
    await waitFor(async () => (await queues.email.getJob(jobId))?.isFailed());
    expect(peer.rejected - rejectedBefore).toBe(1);
    const [delivery] = await findDeliveries(orm.em.fork(), eventId);
    expect(delivery).toMatchObject({ status: 'failed', attempts: 1 });
    expect(delivery?.detail).toMatchObject({ permanent: true });
  });
});
