import type { App } from '../../src/app.ts';
import { loadConfig, type AppConfig, type Environment } from '../../src/config.ts';
import type { Orm } from '../../src/platform/db/orm.ts';
import { openDatabase } from '../../src/database.ts';
import { createLogger } from '../../src/platform/logger.ts';
import { closeQueues, createQueues, type Queues } from '../../src/platform/queues/queues.ts';
import { createRedisConnection, type Redis } from '../../src/platform/queues/redis.ts';
import { startWorker, type RunningWorker } from '../../workers/start-worker.ts';
import { startSmtpPeer, type ReceivedMessage, type SmtpPeer } from './smtp-peer.ts';
import { createTestApp, createTestEnvironment, type TestEnvironment } from './test-app.ts';
import { waitFor } from './wait-for.ts';

export type HarnessOptions = {
  /** The real HTTP app (app.inject). Default true; fault tests that only need the worker say false. */
  app?: boolean;
  /** An in-process worker (outbox relay + BullMQ workers), started before startHarness returns. */
  worker?: boolean;
  /** A real SMTP peer; the app and the worker send to it. */
  smtp?: boolean;
  /** More environment variables for the app and the worker (OUTBOX_POLL_MS is 20 unless given). */
  env?: Environment;
};

export type Mailbox = {
  /** The SMTP peer itself, for faults (rejectNext, stallNext...). */
  peer: SmtpPeer;
  /** Every message accepted so far, in order. */
  messages: ReceivedMessage[];
  /** The messages to one address, optionally only those matching. */
  to: (address: string, predicate?: (message: ReceivedMessage) => boolean) => ReceivedMessage[];
  /** The first message to `address` matching `predicate` (any when omitted), waiting for it to arrive. */
  waitForMessage: (address: string, predicate?: (message: ReceivedMessage) => boolean, timeoutMs?: number) => Promise<ReceivedMessage>;
};

export type Harness = {
  app: App;
  /** The configuration the app and the worker run with. */
  config: AppConfig;
  /** The environment behind `config`, with extra variables: for a worker or CLI in a child process. */
  environment: (extra?: Environment) => Environment;
  orm: Orm;
  /** The BullMQ queues (producer side), to look at jobs. */
  queues: Queues;
  mailbox: Mailbox;
  /** The in-process worker, if one is running. */
  worker: RunningWorker | undefined;
  /** Starts (or restarts, with more variables) the in-process worker. */
  startWorker: (extra?: Environment) => Promise<RunningWorker>;
  stopWorker: () => Promise<void>;
  /**
   * Waits until nothing is in flight: every outbox event dispatched, no job waiting, active or
   * delayed, no delivery being sent. After it, "exactly once" assertions mean something.
   */
  settle: (timeoutMs?: number) => Promise<void>;
  close: () => Promise<void>;
};

/**
 * One test file's world: a private database and Redis prefix, the app, a worker and an SMTP peer
 * as asked, closed together. Waits are on conditions (mailbox.waitForMessage, settle), never sleeps.
 *
 *   const h = await startHarness({ worker: true, smtp: true });
 *   await h.app.inject({ method: 'POST', url: '/api/auth/password/forgot', headers: csrfHeaders, payload: { email } });
 *   const message = await h.mailbox.waitForMessage(email, (m) => m.subject.startsWith('Reset'));
 *   await h.close();
 */
export async function startHarness(options: HarnessOptions = {}): Promise<Harness> {
  const peer = options.smtp ? await startSmtpPeer() : undefined;
  const extra: Environment = { OUTBOX_POLL_MS: '20', ...(peer ? { SMTP_URL: peer.url } : {}), ...options.env };
  const wantApp = options.app ?? true;
  const testApp = wantApp ? await createTestApp(extra) : undefined;
  const env: TestEnvironment = testApp ?? (await createTestEnvironment(extra));
  const config = loadConfig(env.environment(extra));
  const ownOrm = testApp ? undefined : await openDatabase(config);
  const orm = testApp?.orm ?? ownOrm!;
  const ownRedis: Redis | undefined = testApp ? undefined : createRedisConnection(config.redis.url, 'producer', createLogger(config, 'harness'));
  const queues = createQueues(config, testApp?.redis ?? ownRedis!);

  const mailbox: Mailbox | undefined = peer && {
    peer,
    messages: peer.messages,
    to: (address, predicate = () => true) => peer.messages.filter((m) => m.to === address && predicate(m)),
    waitForMessage: (address, predicate = () => true, timeoutMs) =>
      waitFor(async () => peer.messages.find((m) => m.to === address && predicate(m)), timeoutMs),
  };

  let worker: RunningWorker | undefined;
  const stopWorker = async () => {
    await worker?.stop();
    worker = undefined;
  };
  const startHarnessWorker = async (more: Environment = {}) => {
    await stopWorker();
    const workerConfig = loadConfig(env.environment({ ...extra, ...more }));
    worker = await startWorker(workerConfig, createLogger(workerConfig, 'worker-test'));
    return worker;
  };
  if (options.worker) await startHarnessWorker();

  const settle = async (timeoutMs?: number) => {
    await waitFor(async () => {
      const [row] = await orm.em.fork().execute<{ waiting: number; sending: number }[]>(
        `SELECT (SELECT count(*)::int FROM outbox WHERE dispatched_at IS NULL) AS waiting,
                (SELECT count(*)::int FROM deliveries WHERE status = 'sending') AS sending`,
      );
      if (row!.waiting > 0 || row!.sending > 0) return false;
      const counts = await Promise.all(
        Object.values(queues).map((queue) => queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized', 'waiting-children')),
      );
      return counts.every((count) => Object.values(count).every((n) => n === 0));
    }, timeoutMs);
  };

  return {
    get app(): App {
      if (!testApp) throw new Error('startHarness: started with app: false');
      return testApp.app;
    },
    config,
    environment: (more = {}) => env.environment({ ...extra, ...more }),
    orm,
    queues,
    get mailbox(): Mailbox {
      if (!mailbox) throw new Error('startHarness: started without smtp: true');
      return mailbox;
    },
    get worker() {
      return worker;
    },
    startWorker: startHarnessWorker,
    stopWorker,
    settle,
    close: async () => {
      await stopWorker();
      await closeQueues(queues);
      ownRedis?.disconnect();
      await ownOrm?.close();
      await env.close();
      await peer?.close();
    },
  };
}
