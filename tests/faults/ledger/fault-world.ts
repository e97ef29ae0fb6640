import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { openSync, closeSync } from 'node:fs';
import { copyFile, mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { buildApp, type App } from '../../../src/app.ts';
import { loadConfig, type AppConfig, type Environment } from '../../../src/config.ts';
import { openDatabase } from '../../../src/database.ts';
import type { Orm } from '../../../src/platform/db/orm.ts';
import { migrateUp } from '../../../src/platform/db/orm.ts';
import { createLogger } from '../../../src/platform/logger.ts';
import { closeQueues, createQueues } from '../../../src/platform/queues/queues.ts';
import { createRedisConnection, type Redis } from '../../../src/platform/queues/redis.ts';
import { ensureDatabase, startEmbeddedPostgres, withDatabase, type RunningPostgres } from '../../../src/platform/services/local-postgres.ts';
import { startLocalRedis, type RunningRedis } from '../../../src/platform/services/local-redis.ts';
import { startSlackFake, type SlackFake } from '../../setup/slack-fake.ts';
import { startSmtpPeer, type SmtpPeer } from '../../setup/smtp-peer.ts';
import { JOB_SCHEDULES_OFF } from '../../setup/job-schedules-off.ts';

export type FaultWorldOptions = {
  /** BullMQ's exponential backoff base (JOB_BACKOFF_MS). */
  jobBackoffMs: number;
  /** How long a killed worker's job stays locked before another worker takes it (JOB_LOCK_MS). */
  jobLockMs: number;
  /** OUTBOX_SWEEP_INTERVAL_MS and OUTBOX_SWEEP_GRACE_MS (decision 032); production's defaults when omitted. */
  sweep?: { intervalMs: number; graceMs: number };
};

/**
 * Everything the fault ledger breaks, each its own process so it can be killed: an embedded
 * PostgreSQL on a fixed port (restartable with its data), a redis-server with an append-only file
 * (as production runs it), the SMTP peer, the Slack Web API fake (admin-api invite mode), the worker
 * as a child process, and the API listening on a port (in this process, probed over HTTP).
 */
export type FaultWorld = {
  config: AppConfig;
  orm: Orm;
  smtp: SmtpPeer;
  slack: SlackFake;
  apiUrl: string;
  killRedis: () => Promise<void>;
  startRedis: () => Promise<void>;
  /** Redis replaced by an empty instance on the same address (a lost volume, a new managed instance). */
  replaceRedisWithEmpty: () => Promise<void>;
  /** Takes a snapshot of Redis now (SAVE, the RDB copied aside), for restoreRedisSnapshot. */
  snapshotRedis: () => Promise<void>;
  /** Redis killed and started again from the last snapshot (its append-only file thrown away). */
  restoreRedisSnapshot: () => Promise<void>;
  stopPostgres: () => Promise<void>;
  startPostgres: () => Promise<void>;
  startWorker: () => Promise<void>;
  killWorker: () => Promise<void>;
  /**
   * What is still in flight, or undefined when nothing is: every outbox row dispatched, no job owed
   * (decision 032: a job Redis lost is owed until the sweeper has added it again and it ran), no
   * delivery being sent, no job waiting, active or delayed.
   */
  inFlight: () => Promise<string | undefined>;
  /** The worker's warnings and errors so far (it logs at warn into a file), newest last: what a row that did not settle prints. */
  workerLog: (lines: number) => Promise<string>;
  close: () => Promise<void>;
};

export async function startFaultWorld(options: FaultWorldOptions): Promise<FaultWorld> {
  const dataDir = path.resolve('.data', 'test-faults', `ledger-${randomBytes(4).toString('hex')}`);
  let postgres: RunningPostgres = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'postgres'), persistent: true });
  const postgresPort = postgres.port;
  const redisDir = path.join(dataDir, 'redis');
  const snapshotFile = path.join(dataDir, 'redis-snapshot.rdb');
  let redis: RunningRedis = await startLocalRedis({ dataDir: redisDir, persistent: false, appendOnly: true });
  const [smtp, slack] = await Promise.all([startSmtpPeer(), startSlackFake()]);
  await ensureDatabase(postgres.url, 'ledger');

  const environment: Environment = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: withDatabase(postgres.url, 'ledger'),
    DATABASE_POOL_MAX: '10',
    REDIS_URL: redis.url,
    REDIS_PREFIX: `ledger${randomBytes(3).toString('hex')}`,
    SMTP_URL: smtp.url,
    SERVE_WEB: 'false',
    OUTBOX_POLL_MS: '20',
    ...JOB_SCHEDULES_OFF,
    JOB_BACKOFF_MS: String(options.jobBackoffMs),
    JOB_LOCK_MS: String(options.jobLockMs),
    WORKER_CONCURRENCY: '10',
    SLACK_INVITE_MODE: 'admin-api',
    SLACK_API_URL: slack.url,
    SLACK_ADMIN_TOKEN: 'xoxp-ledger-admin',
    SLACK_TEAM_ID: 'TLEDGER',
    SLACK_INVITE_CHANNEL_IDS: 'C1',
    ...(options.sweep
      ? { OUTBOX_SWEEP_INTERVAL_MS: String(options.sweep.intervalMs), OUTBOX_SWEEP_GRACE_MS: String(options.sweep.graceMs) }
      : {}),
  };
  const config = loadConfig(environment);
  const logger = createLogger(config, 'ledger');
  const orm = await openDatabase(config, logger);
  await migrateUp(orm);
  const producer: Redis = createRedisConnection(config.redis.url, 'producer', logger);
  const app: App = await buildApp({ config, logger, orm, redis: producer });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const apiUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const queues = createQueues(config, producer);
  const inFlight = async (): Promise<string | undefined> => {
    try {
      const [row] = await orm.em.fork().execute<{ waiting: number; owed: number; sending: number }[]>(
        `SELECT (SELECT count(*)::int FROM outbox WHERE dispatched_at IS NULL) AS waiting,
                (SELECT count(*)::int FROM outbox_jobs WHERE state = 'owed') AS owed,
                (SELECT count(*)::int FROM deliveries WHERE status = 'sending') AS sending`,
      );
      const busy = Object.entries(row!).filter(([, n]) => n > 0).map(([what, n]) => `${what} ${n}`);
      // Both sides, so a row that does not settle says whether Redis holds the owed jobs (waiting
      // for a worker that takes none) or not (the sweeper has not added them again).
      const queued = await Promise.all(
        Object.entries(queues).map(async ([name, queue]) => {
          const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized', 'waiting-children');
          return Object.entries(counts).filter(([, n]) => n > 0).map(([state, n]) => `${name} ${state} ${n}`);
        }),
      ).then(
        (perQueue) => perQueue.flat(),
        (error: Error) => [`queues unreadable (${error.message})`],
      );
      return busy.length > 0 || queued.length > 0 ? [...busy, ...queued].join(', ') : undefined;
    } catch (error) {
      return `unreadable (${(error as Error).message})`;
    }
  };

  const workerLogFile = path.join(dataDir, 'worker.log');
  let worker: ChildProcess | undefined;
  const killWorker = async () => {
    const child = worker;
    worker = undefined;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGKILL');
    await exited;
  };
  const startWorker = async () => {
    await killWorker();
    // Its connection errors while Redis or PostgreSQL is down are the fault itself, not news: kept
    // in a file, read when a row does not settle.
    const log = openSync(workerLogFile, 'a');
    worker = spawn(process.execPath, ['--import', 'tsx', 'workers/main.ts'], {
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...environment, LOG_LEVEL: 'warn' },
      stdio: ['ignore', log, log],
    });
    closeSync(log);
  };

  return {
    config,
    orm,
    smtp,
    slack,
    apiUrl,
    killRedis: () => redis.kill(),
    startRedis: async () => {
      redis = await startLocalRedis({ dataDir: redisDir, persistent: false, appendOnly: true, port: redis.port });
    },
    replaceRedisWithEmpty: async () => {
      await redis.kill();
      await rm(redisDir, { recursive: true, force: true });
      redis = await startLocalRedis({ dataDir: redisDir, persistent: false, appendOnly: true, port: redis.port });
    },
    snapshotRedis: async () => {
      await producer.call('SAVE');
      await copyFile(path.join(redisDir, 'dump.rdb'), snapshotFile);
    },
    restoreRedisSnapshot: async () => {
      await redis.kill();
      await rm(redisDir, { recursive: true, force: true });
      await mkdir(redisDir, { recursive: true });
      await copyFile(snapshotFile, path.join(redisDir, 'dump.rdb'));
      // Redis 7 loads an RDB only without an append-only file: start from it, then turn AOF on
      // (which writes a new one from the restored data), as an operator restoring a snapshot does.
      redis = await startLocalRedis({ dataDir: redisDir, persistent: false, appendOnly: false, port: redis.port });
      const admin = createRedisConnection(redis.url, 'worker', logger);
      try {
        await admin.call('CONFIG', 'SET', 'appendonly', 'yes');
      } finally {
        admin.disconnect();
      }
    },
    stopPostgres: () => postgres.stop(),
    startPostgres: async () => {
      postgres = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'postgres'), persistent: true, port: postgresPort });
    },
    startWorker,
    killWorker,
    inFlight,
    workerLog: async (lines) => {
      const text = await readFile(workerLogFile, 'utf8').catch(() => '');
      return text.trimEnd().split('\n').slice(-lines).join('\n');
    },
    close: async () => {
      await killWorker();
      await closeQueues(queues);
      await app.close();
      producer.disconnect();
      await orm.close();
      await Promise.all([smtp.close(), slack.close(), redis.stop(), postgres.stop()]);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
