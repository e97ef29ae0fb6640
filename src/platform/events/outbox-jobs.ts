import type { JobsOptions } from 'bullmq';
import type { AppConfig } from '../../config.ts';
import type { EntityManager } from '../db/orm.ts';
import type { Logger } from '../logger.ts';
import { jobIdFor, type JobData, type JobDefinition } from '../queues/job-definition.ts';
import type { QueueName } from '../queues/queue-names.ts';
import type { Queues } from '../queues/queues.ts';

/**
 * The jobs a relayed event owes (table `outbox_jobs`, decision 032). Redis may forget a job it was
 * given (a failover to a replica that had not caught up, a restore from an older snapshot, a lost
 * volume); PostgreSQL does not. So the relay writes one row per job it adds, in the transaction that
 * stamps the event dispatched; the job runner finishes the row ('completed', or 'failed' when the
 * job fails for good); and the sweeper (outbox-sweeper.ts) adds again, with the same id, options
 * and data, every job whose row is not finished and which Redis no longer knows.
 */

/** 'owed' until the job's handler completes or the job fails for good. */
export type OutboxJobState = 'owed' | 'completed' | 'failed';

/** One BullMQ job as the relay adds it, and as the sweeper adds it again: the one place it is built. */
export type RelayedJob = { queue: QueueName; name: string; data: JobData; opts: JobsOptions & { jobId: string } };

export function relayedJobFor(
  event: { id: string; payload: unknown },
  definition: JobDefinition,
  jobs: Pick<AppConfig['jobs'], 'attempts' | 'backoffMs'>,
): RelayedJob {
  return {
    queue: definition.queue,
    name: definition.id,
    data: { eventId: event.id, payload: event.payload },
    opts: {
      jobId: jobIdFor(event.id, definition.id),
      attempts: definition.attempts ?? jobs.attempts,
      backoff: { type: 'exponential', delay: definition.backoffMs ?? jobs.backoffMs },
    },
  };
}

/**
 * Records the jobs just added to BullMQ as owed, inside the relay's transaction (so a rolled-back
 * batch owes nothing, and a committed one owes exactly what it added). An event relayed again
 * (its dispatched stamp cleared by hand) keeps its rows.
 */
export async function recordOwedJobs(tx: EntityManager, jobs: readonly RelayedJob[], graceMs: number): Promise<void> {
  if (jobs.length === 0) return;
  const rows = jobs.map((job) => ({ job_id: job.opts.jobId, event_id: job.data.eventId, job_name: job.name, queue: job.queue }));
  // One parameter whatever the batch size (the driver would expand an array into a list).
  await tx.execute(
    `INSERT INTO outbox_jobs (job_id, event_id, job_name, queue, relayed_at, check_after)
     SELECT r.job_id, r.event_id, r.job_name, r.queue, clock_timestamp(), clock_timestamp() + make_interval(secs => ?::float8 / 1000)
       FROM jsonb_to_recordset(?::jsonb) AS r(job_id text, event_id uuid, job_name text, queue text)
     ON CONFLICT (job_id) DO NOTHING`,
    [graceMs, JSON.stringify(rows)],
  );
}

/**
 * Finishes an owed job: called by the job runner when the handler returned ('completed') or the job
 * failed for good ('failed'). Always the latest outcome wins: a failed job an operator replays and
 * that then completes becomes 'completed'. A job that no row names (a scheduled job) changes nothing.
 */
export async function finishOwedJob(em: EntityManager, jobId: string, state: Exclude<OutboxJobState, 'owed'>): Promise<void> {
  await em.execute(`UPDATE outbox_jobs SET state = ?, finished_at = clock_timestamp() WHERE job_id = ?`, [state, jobId]);
}

/** Adds the jobs to their queues, one addBulk per queue (the relay's first add and the sweeper's re-add). */
export async function addRelayedJobs(queues: Queues, jobs: readonly RelayedJob[]): Promise<void> {
  const byQueue = new Map<QueueName, RelayedJob[]>();
  for (const job of jobs) {
    const list = byQueue.get(job.queue);
    if (list) list.push(job);
    else byQueue.set(job.queue, [job]);
  }
  for (const [queue, list] of byQueue) await queues[queue].addBulk(list.map(({ name, data, opts }) => ({ name, data, opts })));
}

/**
 * finishOwedJob for the job runner, on a connection of its own and never throwing: if PostgreSQL is
 * away the outcome still stands in Redis, and the sweeper records it from there (or, should Redis
 * forget the job too, runs it once more, which the deliveries make harmless).
 */
export async function recordJobOutcome(
  em: EntityManager,
  jobId: string,
  state: Exclude<OutboxJobState, 'owed'>,
  logger: Pick<Logger, 'warn'>,
): Promise<void> {
  try {
    await finishOwedJob(em.fork(), jobId, state);
  } catch (error) {
    logger.warn({ jobId, state, err: error instanceof Error ? error.message : String(error) }, 'job outcome not recorded; the outbox sweeper will');
  }
}
