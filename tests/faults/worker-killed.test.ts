import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type Environment } from '../../src/config.ts';
import { createLogger } from '../../src/platform/logger.ts';
import type { Orm } from '../../src/platform/db/orm.ts';
import { openDatabase } from '../../src/database.ts';
import { findDeliveries } from '../../src/platform/deliveries/find-deliveries.ts';
import { requestMailCheck } from '../../src/platform/mail/request-mail-check.handler.ts';
import { startWorker, type RunningWorker } from '../../workers/start-worker.ts';
import { createTestEnvironment, type TestEnvironment } from '../setup/test-app.ts';
import { startSmtpPeer, type SmtpPeer } from '../setup/smtp-peer.ts';
import { waitFor } from '../setup/wait-for.ts';

describe('fault: a worker killed in the middle of a job', () => {
  let env: TestEnvironment;
  let peer: SmtpPeer;
  let orm: Orm;
  let workerEnv: Environment;
  let child: ChildProcess | undefined;
  let worker: RunningWorker | undefined;

  beforeAll(async () => {
    peer = await startSmtpPeer();
    env = await createTestEnvironment();
    workerEnv = env.environment({ SMTP_URL: peer.url, JOB_LOCK_MS: '1000', OUTBOX_POLL_MS: '20', JOB_BACKOFF_MS: '50' });
    orm = await openDatabase(env.config);
  });
  afterAll(async () => {
    child?.kill('SIGKILL');
    await worker?.stop();
    await orm.close();
    await peer.close();
    await env.close();
  });

  it('runs the job again in another worker and the message arrives once', async () => {
    peer.stallNext(1);
    child = spawn(process.execPath, ['--import', 'tsx', 'workers/main.ts'], {
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...workerEnv, LOG_LEVEL: 'error' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const exited = new Promise<NodeJS.Signals | null>((resolve) => child?.once('exit', (_code, signal) => resolve(signal)));
    const eventId = await requestMailCheck(orm.em, 'killed@example.com');

    // The first worker is now inside the SMTP conversation, waiting for the answer to DATA.
    await peer.waitForStalled(1, 30_000);
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    expect(peer.messages).toHaveLength(0);

    const config = loadConfig(workerEnv);
    worker = await startWorker(config, createLogger(config, 'worker-test'));
    const [message] = await peer.waitForMessages(1, 20_000);
    expect(message?.to).toBe('killed@example.com');
    const deliveries = await waitFor(async () => {
      const rows = await findDeliveries(orm.em.fork(), eventId);
      return rows[0]?.status === 'sent' ? rows : undefined;
    });
    expect(deliveries[0]?.attempts).toBe(1);

    // Give a duplicate every chance to show up (two stalled-job checks) before counting.
    await new Promise((r) => setTimeout(r, 1_200));
    expect(peer.messages).toHaveLength(1);
  });

  it('drains on SIGTERM: the job in progress finishes before the process exits', async () => {
    await worker?.stop();
    worker = undefined;
    peer.messages.length = 0;
    peer.stallNext(1);
    child = spawn(process.execPath, ['--import', 'tsx', 'workers/main.ts'], {
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...workerEnv, LOG_LEVEL: 'error' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const exited = new Promise<number | null>((resolve) => child?.once('exit', (code) => resolve(code)));
    const eventId = await requestMailCheck(orm.em, 'draining@example.com');
    await peer.waitForStalled(1, 30_000);

    child.kill('SIGTERM');
    // Still waiting for the SMTP answer: the worker must not have exited yet.
    await new Promise((r) => setTimeout(r, 300));
    expect(child.exitCode).toBeNull();
    peer.release();
    expect(await exited).toBe(0);
    expect(peer.messages.map((m) => m.to)).toEqual(['draining@example.com']);
    const [delivery] = await findDeliveries(orm.em.fork(), eventId);
    expect(delivery?.status).toBe('sent');
  });
});
