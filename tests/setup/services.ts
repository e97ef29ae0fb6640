import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { processEnvironment } from '../../src/config.ts';
import { startEmbeddedPostgres } from '../../src/platform/services/local-postgres.ts';
import { startLocalRedis } from '../../src/platform/services/local-redis.ts';

export type TestServices = {
  /** How the services were found, for the run's first log line. */
  source: string;
  /** URL of a PostgreSQL server on which the run may create and drop its own databases. */
  databaseServerUrl: string;
  redisUrl: string;
  stop: () => Promise<void>;
};

/**
 * Test services, in the order the README promises: testcontainers when a Docker engine answers,
 * else TEST_DATABASE_URL / REDIS_URL, else an embedded PostgreSQL and a local redis-server.
 * Every run then makes its own databases and Redis key prefixes, so leftovers never matter.
 */
export async function startTestServices(runId: string): Promise<TestServices> {
  const env = processEnvironment();
  const docker = await dockerServices();
  if (docker) return docker;

  const stops: (() => Promise<void>)[] = [];
  let databaseServerUrl = env.TEST_DATABASE_URL;
  let source = databaseServerUrl ? 'TEST_DATABASE_URL' : '';
  if (!databaseServerUrl) {
    const postgres = await startEmbeddedPostgres({
      dataDir: path.resolve('.data', 'test-runs', runId, 'postgres'),
      persistent: false,
    });
    stops.push(postgres.stop);
    databaseServerUrl = postgres.url;
    source = 'embedded PostgreSQL';
  }
  let redisUrl = env.TEST_REDIS_URL ?? env.REDIS_URL;
  if (redisUrl) {
    source += ' + REDIS_URL';
  } else {
    const redis = await startLocalRedis({ dataDir: path.resolve('.data', 'test-runs', runId, 'redis'), persistent: false });
    stops.push(redis.stop);
    redisUrl = redis.url;
    source += ' + local redis-server';
  }
  return {
    source,
    databaseServerUrl,
    redisUrl,
    stop: async () => {
      for (const stop of stops.reverse()) await stop().catch(() => undefined);
    },
  };
}

async function dockerServices(): Promise<TestServices | undefined> {
  try {
    const { getContainerRuntimeClient, GenericContainer } = await import('testcontainers');
    await getContainerRuntimeClient();
    const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
    const [postgres, redis] = await Promise.all([
      new PostgreSqlContainer('postgres:17.6-alpine').withUsername('postgres').withPassword('postgres').start(),
      new GenericContainer('redis:7.4-alpine').withExposedPorts(6379).start(),
    ]);
    return {
      source: 'testcontainers',
      databaseServerUrl: postgres.getConnectionUri(),
      redisUrl: `redis://${redis.getHost()}:${redis.getMappedPort(6379)}`,
      stop: async () => {
        await Promise.all([postgres.stop(), redis.stop()]);
      },
    };
  } catch {
    // "Could not find a working container runtime strategy": no Docker here, use the fallbacks.
    return undefined;
  }
}

export function newRunId(): string {
  return `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
}
