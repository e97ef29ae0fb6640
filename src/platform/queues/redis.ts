import { Redis, type RedisOptions } from 'ioredis';
import type { Logger } from '../logger.ts';

export type { Redis };

/**
 * Producers (the API, the outbox relay) fail fast when Redis is away, so nothing waits on it inside
 * a request and the outbox simply keeps its events; workers block and retry forever, as BullMQ needs.
 */
export function createRedisConnection(url: string, role: 'producer' | 'worker', logger: Logger): Redis {
  const options: RedisOptions =
    role === 'worker'
      ? { maxRetriesPerRequest: null, enableReadyCheck: true }
      : { maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 2000 };
  const connection = new Redis(url, {
    ...options,
    lazyConnect: false,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  let lastLogged = 0;
  // ioredis emits 'error' on every failed reconnect; an unhandled one would crash the process.
  connection.on('error', (error) => {
    if (Date.now() - lastLogged > 10_000) {
      lastLogged = Date.now();
      logger.warn({ err: error.message, role }, 'redis connection error');
    }
  });
  return connection;
}

/** Resolves when the connection is usable; rejects after `timeoutMs` (producers do not queue offline). */
export function whenRedisReady(connection: Redis, timeoutMs: number): Promise<void> {
  if (connection.status === 'ready') return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      connection.off('ready', onReady);
      reject(new Error(`Redis not ready after ${timeoutMs} ms`));
    }, timeoutMs);
    const onReady = () => {
      clearTimeout(timer);
      resolve();
    };
    connection.once('ready', onReady);
  });
}
