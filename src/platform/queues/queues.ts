import { Queue } from 'bullmq';
import type { AppConfig } from '../../config.ts';
import { whenRedisReady, type Redis } from './redis.ts';
import { QUEUE_NAMES, type QueueName } from './queue-names.ts';

export type Queues = Record<QueueName, Queue>;

/**
 * One BullMQ Queue object per queue name, sharing a producer connection. Keys live under the
 * configured prefix, so test runs and environments sharing one Redis never see each other's jobs.
 * Completed jobs are kept a week (BullMQ then still knows their ids, so a replayed event is a
 * no-op), failed jobs are kept until an operator replays or removes them.
 */
export function createQueues(config: Pick<AppConfig, 'redis'>, connection: Redis): Queues {
  return Object.fromEntries(
    QUEUE_NAMES.map((name) => {
      const queue = new Queue(name, {
        connection,
        prefix: config.redis.prefix,
        defaultJobOptions: { removeOnComplete: { age: 7 * 24 * 3600 }, removeOnFail: false },
      });
      // The connection already logs Redis errors; an unheard Queue 'error' would crash the process.
      queue.on('error', () => undefined);
      return [name, queue];
    }),
  ) as Queues;
}

export async function closeQueues(queues: Queues): Promise<void> {
  await Promise.all(Object.values(queues).map((queue) => queue.close()));
}

/** Queues made on first use, once Redis has answered, and closed (if made) with the user. */
export type LazyQueues = { ready: () => Promise<Queues>; close: () => Promise<void> };

/**
 * For the API (its gauges and queue dashboard), the outbox relay and the sweeper. BullMQ keeps a Queue's first initialisation (its check of
 * Redis's version) for good: one that failed fails every later call on that Queue. So queues are
 * made only once Redis has answered, and kept only once every one has initialised: Redis can still
 * go away between the two (the fault ledger's sweeper once made its queues as Redis was killed, and
 * added no lost job again until the process restarted). A close that finds Redis away does not throw.
 */
export function createLazyQueues(config: Pick<AppConfig, 'redis'>, connection: Redis): LazyQueues {
  let queues: Queues | undefined;
  let making: Promise<Queues> | undefined;
  const make = async (): Promise<Queues> => {
    await whenRedisReady(connection, 500);
    const made = createQueues(config, connection);
    try {
      await Promise.all(Object.values(made).map((queue) => queue.waitUntilReady()));
    } catch (error) {
      await Promise.all(Object.values(made).map((queue) => queue.close().catch(() => undefined)));
      throw error;
    }
    return made;
  };
  return {
    ready: async () => {
      if (queues) return queues;
      making ??= make().finally(() => {
        making = undefined;
      });
      queues = await making;
      return queues;
    },
    close: async () => {
      const made = queues;
      queues = undefined;
      if (made) await Promise.all(Object.values(made).map((queue) => queue.close().catch(() => undefined)));
    },
  };
}
