import type { Queue } from 'bullmq';

export type RemovedFinishedJobs = { completed: number; failed: number };

/**
 * Removes from Redis every job of `queues` that finished (completed, or failed for good) more than
 * `olderThanMs` ago, `batchSize` per call per list until a call removes fewer, and says how many.
 * A finished job keeps its data (an event's payload: addresses, names), and BullMQ's own
 * `removeOnComplete: { age }` only trims a queue when another job there completes, while failed
 * jobs are kept for replay with no limit (decision 037). Idempotent: a second run finds none.
 */
export async function removeFinishedJobs(queues: readonly Queue[], olderThanMs: number, batchSize = 500): Promise<RemovedFinishedJobs> {
  const removed: RemovedFinishedJobs = { completed: 0, failed: 0 };
  for (const queue of queues) {
    for (const state of ['completed', 'failed'] as const) {
      for (;;) {
        const ids = await queue.clean(olderThanMs, batchSize, state);
        removed[state] += ids.length;
        if (ids.length < batchSize) break;
      }
    }
  }
  return removed;
}
