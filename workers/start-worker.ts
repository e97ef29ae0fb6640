import { DelayedError, UnrecoverableError, Worker, type Job } from 'bullmq';
import { z } from 'zod';
import type { AppConfig } from '../src/config.ts';
import type { Logger } from '../src/platform/logger.ts';
import type { Orm } from '../src/platform/db/orm.ts';
import { openDatabase } from '../src/database.ts';
import { recordJobOutcome } from '../src/platform/events/outbox-jobs.ts';
import type { OutboxRelay } from '../src/platform/events/outbox-relay.ts';
import type { OutboxSweeper } from '../src/platform/events/outbox-sweeper.ts';
import type { JobData } from '../src/platform/queues/job-definition.ts';
import { buildJobRegistry, type JobRegistry } from '../src/platform/queues/job-registry.ts';
import { QUEUE_NAMES } from '../src/platform/queues/queue-names.ts';
import { RetryLaterError } from '../src/platform/queues/retry-later.ts';
import { scheduleRepeatingJobs } from './schedule-jobs.ts';
import { createRedisConnection } from '../src/platform/queues/redis.ts';
import { createJobServices, type JobServices, type WorkerJob, type WorkerJobContext } from './job-services.ts';
import { jobs } from './jobs/index.ts';
import { startOutboxRelay } from './outbox-relay.ts';
import { startOutboxSweeper } from './outbox-sweeper.ts';

export type StartWorkerOptions = {
  /** Defaults to workers/jobs/index.ts. */
  jobs?: readonly WorkerJob[];
  /** Run the outbox relay and the outbox sweeper in this process (default true). */
  relay?: boolean;
};

export type RunningWorker = {
  /** Stops the relay and the sweeper after their batch, waits for active jobs, then closes the job services (SMTP), ORM and Redis. */
  stop: () => Promise<void>;
  workers: Worker[];
  relay: OutboxRelay | undefined;
  sweeper: OutboxSweeper | undefined;
};

/**
 * The worker process minus signal handling, so tests can run one in-process: one BullMQ Worker
 * per queue plus the outbox relay. Start-up fails before connecting anything if the job registry
 * is inconsistent.
 */
export async function startWorker(config: AppConfig, logger: Logger, options: StartWorkerOptions = {}): Promise<RunningWorker> {
  const registry = buildJobRegistry(options.jobs ?? jobs);
  // Each running e-mail job holds one connection for its delivery lock and may use a second one.
  const busyQueues = new Set([...registry.jobs.values()].map((job) => job.queue)).size;
  const poolMax = Math.max(config.database.poolMax, busyQueues * config.jobs.concurrency * 2 + 2);
  const orm = await openDatabase({ ...config, database: { ...config.database, poolMax } }, logger);
  const producer = createRedisConnection(config.redis.url, 'producer', logger);
  const connection = createRedisConnection(config.redis.url, 'worker', logger);
  const jobServices = createJobServices(config, logger);
  const processor = createProcessor(registry, { config, logger, orm, services: jobServices.services });

  const workers = QUEUE_NAMES.map((queue) => {
    const worker = new Worker<JobData>(queue, processor, {
      connection,
      prefix: config.redis.prefix,
      concurrency: config.jobs.concurrency,
      lockDuration: config.jobs.lockMs,
      // A killed worker's job goes back to the queue about one lock duration after it stopped renewing.
      stalledInterval: Math.max(500, Math.floor(config.jobs.lockMs / 2)),
      maxStalledCount: 2,
    });
    worker.on('failed', (job, error) => {
      const final = job ? job.attemptsMade >= (job.opts.attempts ?? 1) || error instanceof UnrecoverableError : true;
      logger[final ? 'error' : 'warn'](
        { queue, job: job?.name, jobId: job?.id, attemptsMade: job?.attemptsMade, err: error.message },
        final ? 'job failed: kept in the failed list for replay' : 'job attempt failed: will retry',
      );
    });
    worker.on('error', throttled(logger, queue));
    return worker;
  });

  if (options.relay !== false) await scheduleRepeatingJobs(registry, { config, logger, redis: producer });

  const relay =
    options.relay === false
      ? undefined
      : startOutboxRelay({ config, logger: logger.child({ component: 'outbox-relay' }), orm, redis: producer, subscribers: registry.subscribers });
  const sweeper =
    options.relay === false
      ? undefined
      : startOutboxSweeper({ config, logger: logger.child({ component: 'outbox-sweeper' }), orm, redis: producer, definitions: registry.jobs });
  logger.info({ queues: QUEUE_NAMES, jobs: [...registry.jobs.keys()] }, 'worker started');

  let stopped: Promise<void> | undefined;
  const stop = () =>
    (stopped ??= (async () => {
      await Promise.all([relay?.stop(), sweeper?.stop()]);
      await Promise.all(workers.map((worker) => worker.close()));
      jobServices.close();
      await orm.close();
      producer.disconnect();
      connection.disconnect();
      logger.info('worker stopped');
    })());
  return { stop, workers, relay, sweeper };
}

type ProcessorDependencies = { config: AppConfig; logger: Logger; orm: Orm; services: JobServices };

function createProcessor(registry: JobRegistry<JobServices>, deps: ProcessorDependencies) {
  const run = async (job: Job<JobData>, token?: string): Promise<void> => {
    const definition = registry.jobs.get(job.name);
    if (!definition) throw new UnrecoverableError(`No handler for job '${job.name}'`);
    const parsed = definition.payload.safeParse(job.data?.payload);
    // A payload that does not match today's schema will not match it on a retry either.
    if (!parsed.success) throw new UnrecoverableError(`Invalid payload for '${job.name}': ${z.prettifyError(parsed.error)}`);
    const context: WorkerJobContext = {
      ...deps.services,
      eventId: job.data.eventId,
      jobId: job.id ?? '',
      attemptsMade: job.attemptsMade,
      finalAttempt: isFinalAttempt(job),
      em: deps.orm.em.fork(),
      logger: deps.logger.child({ job: job.name, jobId: job.id }),
      config: deps.config,
    };
    try {
      await definition.handle(parsed.data, context);
    } catch (error) {
      if (!(error instanceof RetryLaterError)) throw error;
      // Asked to come back later (a 429): delayed, not failed, so no attempt is used up.
      context.logger.warn({ delayMs: error.delayMs, reason: error.message }, 'job delayed');
      await job.moveToDelayed(Date.now() + error.delayMs, token);
      throw new DelayedError(error.message);
    }
  };
  // The job a relayed event owes is finished once it completes or fails for good (decision 032);
  // recorded before BullMQ hears of it, so the outbox sweeper never adds a finished job again.
  return async (job: Job<JobData>, token?: string): Promise<void> => {
    const { logger } = deps;
    try {
      await run(job, token);
    } catch (error) {
      if (error instanceof UnrecoverableError || (!(error instanceof DelayedError) && isFinalAttempt(job))) {
        await recordJobOutcome(deps.orm.em, job.id ?? '', 'failed', logger);
      }
      throw error;
    }
    await recordJobOutcome(deps.orm.em, job.id ?? '', 'completed', logger);
  };
}

/** True when BullMQ will not try again after this attempt. */
function isFinalAttempt(job: Job): boolean {
  return job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
}

/** BullMQ repeats its connection error on every retry; one line per few seconds is enough. */
function throttled(logger: Logger, queue: string) {
  let last = 0;
  return (error: Error) => {
    if (Date.now() - last < 5_000) return;
    last = Date.now();
    logger.error({ queue, err: error.message }, 'worker error');
  };
}
