import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { loadConfig, type AppConfig, type Environment } from '../../src/config.ts';
import { buildApp, type App } from '../../src/app.ts';
import { createLogger } from '../../src/platform/logger.ts';
import type { Orm } from '../../src/platform/db/orm.ts';
import { openDatabase } from '../../src/database.ts';
import { createRedisConnection, type Redis } from '../../src/platform/queues/redis.ts';
import { JOB_SCHEDULES_OFF } from './job-schedules-off.ts';
import { createTestDatabase, uniqueRedisPrefix, type TestDatabase } from './test-database.ts';

export type TestEnvironment = {
  config: AppConfig;
  database: TestDatabase;
  /** Builds the configuration the API or a worker would get, with extra variables on top. */
  environment: (extra?: Environment) => Environment;
  close: () => Promise<void>;
};

/** A private database and Redis prefix for one test file, and the environment that points at them. */
export async function createTestEnvironment(extra: Environment = {}): Promise<TestEnvironment> {
  const database = await createTestDatabase();
  const { redisUrl } = inject('testServices');
  // Uploaded files go to a private folder, removed with the database.
  const uploadsDir = mkdtempSync(path.join(tmpdir(), 'tl-uploads-'));
  const base: Environment = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: uniqueRedisPrefix(),
    SERVE_WEB: 'false',
    DATABASE_POOL_MAX: '5',
    UPLOADS_DIR: uploadsDir,
    ...JOB_SCHEDULES_OFF,
    // Each test file's app would compute the first searches of an empty directory before it is
    // ready; warm-start.test.ts turns it on.
    DIRECTORY_WARM_START_SEARCHES: '0',
    // Writing a snapshot of each file's small directory would only add a connection per app;
    // index-snapshot.test.ts turns it on.
    DIRECTORY_INDEX_SNAPSHOT: 'false',
    // A render that is only slow, on a busy machine, still counts: the tests look at what the
    // server rendered, and the 1 s a visitor waits at most is a choice of production's, not a
    // property of the code (server-render-time-limit.test.ts sets it low).
    SERVER_RENDER_TIMEOUT_MS: '60000',
    ...extra,
  };
  const environment = (more: Environment = {}) => ({ ...base, ...more });
  const close = async () => {
    await database.drop();
    rmSync(uploadsDir, { recursive: true, force: true });
  };
  return { config: loadConfig(base), database, environment, close };
}

export type TestApp = TestEnvironment & { app: App; orm: Orm; redis: Redis };

/** The real HTTP application on a private database, for `app.inject` or `app.listen`. */
export async function createTestApp(extra: Environment = {}): Promise<TestApp> {
  const env = await createTestEnvironment(extra);
  const logger = createLogger(env.config, 'api-test');
  const orm = await openDatabase(env.config, logger);
  const redis = createRedisConnection(env.config.redis.url, 'producer', logger);
  const app = await buildApp({ config: env.config, logger, orm, redis });
  await app.ready();
  return {
    ...env,
    app,
    orm,
    redis,
    close: async () => {
      await app.close();
      await orm.close();
      redis.disconnect();
      await env.close();
    },
  };
}

/**
 * Resolves once the app's start-up warm-ups (the hub's lead image read, the directory's warm start
 * when on) have settled: they read the database in the background after `app.ready()`, so a test
 * counting the statements a request sends waits for them first.
 */
export async function warmedUp(app: App): Promise<void> {
  await app.warmUp.settled();
}
