import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findDeliveries } from '../../src/platform/deliveries/find-deliveries.ts';
import { requestMailCheck } from '../../src/platform/mail/request-mail-check.handler.ts';
import { startHarness, type Harness } from '../setup/test-harness.ts';
import { waitFor } from '../setup/wait-for.ts';

describe('fault: a worker killed in the middle of a job', () => {
  let t: Harness;
  let child: ChildProcess | undefined;

  beforeAll(async () => {
    t = await startHarness({ app: false, smtp: true, env: { JOB_LOCK_MS: '1000', JOB_BACKOFF_MS: '50' } });
  });
  afterAll(async () => {
    child?.kill('SIGKILL');
    await t?.close();
  });

  it('runs the job again in another worker and the message arrives once', async () => {
    t.mailbox.peer.stallNext(1);
    child = spawn(process.execPath, ['--import', 'tsx', 'workers/main.ts'], {
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...t.environment(), LOG_LEVEL: 'error' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const exited = new Promise<NodeJS.Signals | null>((resolve) => child?.once('exit', (_code, signal) => resolve(signal)));
    const eventId = await requestMailCheck(t.orm.em, 'killed@example.com');

    // The first worker is now inside the SMTP conversation, waiting for the answer to DATA.
    await t.mailbox.peer.waitForStalled(1, 30_000);
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    expect(t.mailbox.peer.messages).toHaveLength(0);

    await t.startWorker();
    const [message] = await t.mailbox.peer.waitForMessages(1, 20_000);
    expect(message?.to).toBe('killed@example.com');
    const deliveries = await waitFor(async () => {
      const rows = await findDeliveries(t.orm.em.fork(), eventId);
      return rows[0]?.status === 'sent' ? rows : undefined;
    });
    expect(deliveries[0]?.attempts).toBe(1);

    // Nothing left in flight (the stalled job is completed, no retry pending): a duplicate would be here by now.
    await t.settle();
    expect(t.mailbox.peer.messages).toHaveLength(1);
  });

  it('drains on SIGTERM: the job in progress finishes before the process exits', async () => {
    await t.stopWorker();
    t.mailbox.messages.length = 0;
    t.mailbox.peer.stallNext(1);
    child = spawn(process.execPath, ['--import', 'tsx', 'workers/main.ts'], {
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...t.environment(), LOG_LEVEL: 'error' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const exited = new Promise<number | null>((resolve) => child?.once('exit', (code) => resolve(code)));
    const eventId = await requestMailCheck(t.orm.em, 'draining@example.com');
    await t.mailbox.peer.waitForStalled(1, 30_000);

    child.kill('SIGTERM');
    // Still waiting for the SMTP answer: the worker must not have exited yet. A negative can only be
    // checked over some time; this short pause is the one deliberate wait of the suite.
    await new Promise((r) => setTimeout(r, 300));
    expect(child.exitCode).toBeNull();
    t.mailbox.peer.release();
    expect(await exited).toBe(0);
    expect(t.mailbox.peer.messages.map((m) => m.to)).toEqual(['draining@example.com']);
    const [delivery] = await findDeliveries(t.orm.em.fork(), eventId);
    expect(delivery?.status).toBe('sent');
  });
});
