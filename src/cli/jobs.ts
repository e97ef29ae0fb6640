import { type AppConfig } from '../config.ts';
import { runAsCommandLine, UsageError, type Output } from './command-line.ts';
import { createLogger } from '../platform/logger.ts';
import { openDatabase } from '../database.ts';
import { requestMailCheck } from '../platform/mail/request-mail-check.handler.ts';
import { JobNotFoundError, listFailedJobs, retryFailedJobs } from '../platform/queues/failed-jobs.ts';
import { QUEUE_NAMES, type QueueName } from '../platform/queues/queue-names.ts';
import { closeQueues, createQueues } from '../platform/queues/queues.ts';
import { createRedisConnection, whenRedisReady } from '../platform/queues/redis.ts';

const USAGE = `Usage: npm run jobs -- <command>

Commands:
  failed <queue>                 list the failed jobs of a queue (id, name, attempts, reason, when)
  retry <queue> <jobId|--all>    move failed jobs back to the queue with fresh attempts
  send-test-mail <address>       send a test e-mail through the whole pipeline (needs a running worker)

Queues: ${QUEUE_NAMES.join(', ')}`;

export { UsageError };


/** Runs one operator command; returns the process exit code (0 ok, 1 failure, 2 usage). */
export async function runJobsCommand(args: string[], config: AppConfig, io: Output): Promise<number> {
  const [command, ...rest] = args;
  switch (command) {
    case 'failed':
      return withQueue(config, queueArg(rest[0]), async (queue) => {
        const jobs = await listFailedJobs(queue);
        if (jobs.length === 0) io.out(`No failed jobs in '${queue.name}'.`);
        for (const job of jobs) {
          io.out(
            [job.id, job.name, `attempts=${job.attemptsMade}`, job.failedAt?.toISOString() ?? '-', job.reason].join('\t'),
          );
        }
        return 0;
      });
    case 'retry': {
      const queueName = queueArg(rest[0]);
      const target = rest[1];
      if (!target) throw new UsageError('retry needs a job id or --all');
      return withQueue(config, queueName, async (queue) => {
        const retried = await retryFailedJobs(queue, target === '--all' ? 'all' : { jobId: target });
        io.out(`Retried ${retried.length} job(s) in '${queue.name}'${retried.length ? `: ${retried.join(', ')}` : ''}.`);
        return 0;
      });
    }
    case 'send-test-mail': {
      const address = rest[0];
      if (!address) throw new UsageError('send-test-mail needs an e-mail address');
      const orm = await openDatabase(config);
      try {
        const eventId = await requestMailCheck(orm.em, address);
        io.out(`Mail check queued (event ${eventId}); the worker sends it to ${address}.`);
        return 0;
      } finally {
        await orm.close();
      }
    }
    default:
      throw new UsageError(command ? `Unknown command '${command}'` : 'No command given');
  }
}

function queueArg(value: string | undefined): QueueName {
  if (!value) throw new UsageError('A queue name is required');
  if (!(QUEUE_NAMES as readonly string[]).includes(value)) throw new UsageError(`Unknown queue '${value}'`);
  return value as QueueName;
}

async function withQueue(
  config: AppConfig,
  name: QueueName,
  run: (queue: ReturnType<typeof createQueues>[QueueName]) => Promise<number>,
): Promise<number> {
  const redis = createRedisConnection(config.redis.url, 'producer', createLogger(config, 'jobs-cli'));
  try {
    await whenRedisReady(redis, 5_000);
    const queues = createQueues(config, redis);
    try {
      return await run(queues[name]);
    } finally {
      await closeQueues(queues);
    }
  } finally {
    redis.disconnect();
  }
}

runAsCommandLine(import.meta.url, {
  name: 'jobs',
  usage: USAGE,
  run: runJobsCommand,
  isExpectedError: (error) => error instanceof JobNotFoundError,
});
