import { spawn } from 'node:child_process';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { findDeliveries } from '../../src/platform/deliveries/find-deliveries.ts';
import { requestMailCheck } from '../../src/platform/mail/request-mail-check.handler.ts';
import { jobIdFor } from '../../src/platform/queues/job-definition.ts';
import { runJobsCommand } from '../../src/cli/jobs.ts';
import { mailCheckJob } from '../../workers/jobs/mail-check/mail-check.job.ts';
import { startHarness, type Harness } from '../setup/test-harness.ts';
import { waitFor } from '../setup/wait-for.ts';

describe('fault: the SMTP server refuses for a while', () => {
  let t: Harness;

  beforeAll(async () => {
    t = await startHarness({ app: false, worker: true, smtp: true, env: { JOB_BACKOFF_MS: '40', JOB_ATTEMPTS: '4' } });
  });
  afterEach(() => {
    t.mailbox.peer.rejectAll(undefined);
    t.mailbox.peer.rejectNext(0);
    t.mailbox.messages.length = 0;
  });
  afterAll(async () => {
    await t?.close();
  });

  const sentDelivery = (eventId: string) =>
    waitFor(async () => {
      const [row] = await findDeliveries(t.orm.em.fork(), eventId);
      return row?.status === 'sent' ? row : undefined;
    });

  it('retries 4xx answers with exponential backoff, then delivers once', async () => {
    t.mailbox.peer.rejectNext(3, 451);
    const rejectedBefore = t.mailbox.peer.rejected;
    const started = Date.now();
    const eventId = await requestMailCheck(t.orm.em, 'greylisted@example.com');

    await t.mailbox.peer.waitForMessages(1);
    const delivery = await sentDelivery(eventId);
    expect(t.mailbox.peer.rejected - rejectedBefore).toBe(3);
    expect(delivery.attempts).toBe(4);
    const job = await t.queues.email.getJob(jobIdFor(eventId, mailCheckJob.id));
    expect(job?.attemptsMade).toBeGreaterThan(1);
    // Backoff of 40, 80 and 160 ms between the four attempts.
    expect(Date.now() - started).toBeGreaterThanOrEqual(280);
    expect(t.mailbox.peer.messages).toHaveLength(1);
  });

  it('keeps a job that exhausted its attempts in failed, and `jobs retry` then delivers it once', async () => {
    t.mailbox.peer.rejectAll(452);
    const eventId = await requestMailCheck(t.orm.em, 'full-mailbox@example.com');
    const jobId = jobIdFor(eventId, mailCheckJob.id);

    await waitFor(async () => (await t.queues.email.getJob(jobId))?.isFailed());
    const failedDelivery = (await findDeliveries(t.orm.em.fork(), eventId))[0];
    expect(failedDelivery?.status).toBe('failed');
    expect(String(failedDelivery?.detail?.error)).toContain('452');
    expect(t.mailbox.peer.messages).toHaveLength(0);

    const lines: string[] = [];
    expect(await runJobsCommand(['failed', 'email'], t.config, { out: (line) => lines.push(line) })).toBe(0);
    expect(lines.join('\n')).toContain(jobId);
    expect(lines.join('\n')).toContain('attempts=4');

    t.mailbox.peer.rejectAll(undefined);
    const cli = spawn(process.execPath, ['--import', 'tsx', 'src/cli/jobs.ts', 'retry', 'email', jobId], {
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...t.environment() },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    cli.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => cli.once('exit', resolve));
    expect(code).toBe(0);
    expect(output).toContain(`Retried 1 job(s) in 'email': ${jobId}`);

    await t.mailbox.peer.waitForMessages(1);
    const delivery = await sentDelivery(eventId);
    expect(delivery.recipient).toBe('full-mailbox@example.com');
    await waitFor(async () => (await t.queues.email.getJob(jobId))?.isCompleted());
    expect(t.mailbox.peer.messages).toHaveLength(1);
    expect(await t.queues.email.getFailedCount()).toBe(0);
  });

  it('answers a retry of an unknown job with exit code 1 and usage errors with 2', async () => {
    await expect(runJobsCommand(['retry', 'email', 'no-such-job'], t.config, { out: () => undefined })).rejects.toThrow(
      "No job 'no-such-job' in queue 'email'",
    );
    await expect(runJobsCommand(['failed', 'bogus'], t.config, { out: () => undefined })).rejects.toThrow("Unknown queue 'bogus'");
  });

  it('marks a permanent 5xx refusal failed at once, without retrying', async () => {
    t.mailbox.peer.rejectAll(550);
    const rejectedBefore = t.mailbox.peer.rejected;
    const eventId = await requestMailCheck(t.orm.em, 'nobody@example.com');
    const jobId = jobIdFor(eventId, mailCheckJob.id);
    await waitFor(async () => (await t.queues.email.getJob(jobId))?.isFailed());
    expect(t.mailbox.peer.rejected - rejectedBefore).toBe(1);
    const [delivery] = await findDeliveries(t.orm.em.fork(), eventId);
    expect(delivery).toMatchObject({ status: 'failed', attempts: 1 });
    expect(delivery?.detail).toMatchObject({ permanent: true });
  });
});
