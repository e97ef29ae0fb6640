import { defineJobHandler } from '../../../src/platform/queues/job-definition.ts';
import { pruneUnlistedEntryChanges } from '../../../src/modules/directory/index.ts';
import { removeFinishedJobs } from '../../../src/platform/queues/finished-jobs-retention.ts';
import { closeQueues, createQueues } from '../../../src/platform/queues/queues.ts';
import { createRedisConnection, whenRedisReady } from '../../../src/platform/queues/redis.ts';
import { retentionErasureRemnantsJob } from './retention-erasure-remnants.job.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Idempotent: a rerun finds nothing older than the period. Its own connection to Redis, for the
 * few seconds of a daily run, rather than one every job of the worker would carry.
 */
export const retentionErasureRemnantsHandler = defineJobHandler(retentionErasureRemnantsJob, async (_payload, context) => {
  const { config, logger } = context;
  const days = config.retention.erasureRemnantDays;
  const directoryChanges = await pruneUnlistedEntryChanges(context.em, days);
  const redis = createRedisConnection(config.redis.url, 'producer', logger);
  try {
    await whenRedisReady(redis, 5_000);
    const queues = createQueues(config, redis);
    try {
      const jobs = await removeFinishedJobs(Object.values(queues), days * DAY_MS);
      const deleted = directoryChanges + jobs.completed + jobs.failed;
      logger.info({ deleted, directoryChanges, completedJobs: jobs.completed, failedJobs: jobs.failed }, 'erasure remnants removed');
    } finally {
      await closeQueues(queues);
    }
  } finally {
    redis.disconnect();
  }
});
