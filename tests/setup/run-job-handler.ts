import pino from 'pino';
import type { AppConfig } from '../../src/config.ts';
import type { Orm } from '../../src/platform/db/orm.ts';
import type { JobWithHandler } from '../../src/platform/queues/job-definition.ts';

/** One JSON log line a handler wrote. */
export type LoggedLine = { msg: string; [field: string]: unknown };

/**
 * Runs a job's handler once, as the worker would (a fresh EntityManager, the config, a logger),
 * with the real database and Redis, and returns what it logged: for jobs whose effect is a count
 * (the retention jobs), without a worker, a queue round trip or a settle.
 */
export async function runJobHandler(job: JobWithHandler, deps: { orm: Orm; config: AppConfig }, payload: unknown = {}): Promise<LoggedLine[]> {
  const logged: LoggedLine[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void logged.push(JSON.parse(line) as LoggedLine) });
  await job.handle(job.payload.parse(payload), {
    eventId: `test--${job.id}`,
    jobId: `test--${job.id}`,
    attemptsMade: 0,
    finalAttempt: true,
    em: deps.orm.em.fork(),
    logger,
    config: deps.config,
  });
  return logged;
}
