import { Queue } from 'bullmq';
import type { AppConfig } from '../src/config.ts';
import type { Logger } from '../src/platform/logger.ts';
import type { JobData } from '../src/platform/queues/job-definition.ts';
import type { JobRegistry } from '../src/platform/queues/job-registry.ts';
import type { Redis } from '../src/platform/queues/redis.ts';

/**
 * One BullMQ job scheduler per job with a schedule (its cron from the config). upsertJobScheduler
 * is idempotent, so every worker may call it at start-up; Redis holds one schedule and BullMQ
 * makes one job per tick whatever the number of workers. A schedule switched off is removed.
 */
export async function scheduleRepeatingJobs(
  registry: JobRegistry<object>,
  deps: { config: AppConfig; logger: Logger; redis: Redis },
): Promise<void> {
  for (const job of registry.jobs.values()) {
    if (!job.schedule) continue;
    const pattern = job.schedule(deps.config);
    const queue = new Queue<JobData>(job.queue, { connection: deps.redis, prefix: deps.config.redis.prefix });
    queue.on('error', () => undefined);
    try {
      if (pattern) {
        await queue.upsertJobScheduler(
          job.id,
          { pattern, tz: 'UTC' },
          {
            name: job.id,
            data: { eventId: `schedule--${job.id}`, payload: {} },
            opts: { attempts: job.attempts ?? deps.config.jobs.attempts, backoff: { type: 'exponential', delay: job.backoffMs ?? deps.config.jobs.backoffMs }, removeOnComplete: { age: 7 * 24 * 3600 }, removeOnFail: false },
          },
        );
        deps.logger.info({ job: job.id, pattern }, 'job scheduled');
      } else {
        await queue.removeJobScheduler(job.id);
      }
    } finally {
      await queue.close();
    }
  }
}
