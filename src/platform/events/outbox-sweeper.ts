import type { JobState } from 'bullmq';
import type { AppConfig } from '../../config.ts';
import type { Orm } from '../db/orm.ts';
import type { Logger } from '../logger.ts';
import type { JobDefinition } from '../queues/job-definition.ts';
import type { QueueName } from '../queues/queue-names.ts';
import { createLazyQueues, type Queues } from '../queues/queues.ts';
import type { Redis } from '../queues/redis.ts';
import { addRelayedJobs, relayedJobFor, type OutboxJobState, type RelayedJob } from './outbox-jobs.ts';

export type SweepResult = {
  /** Unfinished (or failed) jobs whose check was due and that were asked about. */
  checked: number;
  /** Jobs Redis no longer knew, added again with their id, options and data. */
  reRelayed: number;
  /** Owed jobs Redis already had as completed or failed (the runner's own record had not landed). */
  reconciled: number;
  /** Set when a batch rolled back (Redis or PostgreSQL away); its jobs are checked next time. */
  error?: string;
};

export type OutboxSweeper = {
  /** Every due job, in batches, each batch one transaction. Never throws for an outage. */
  sweepOnce: () => Promise<SweepResult>;
  /** Sweeps every OUTBOX_SWEEP_INTERVAL_MS until stopped. Returns at once if already running. */
  start: () => void;
  /** Cancels the next sweep, lets the current batch finish, then resolves. */
  stop: () => Promise<void>;
};

export type OutboxSweeperDependencies = {
  config: Pick<AppConfig, 'redis' | 'jobs' | 'outbox'>;
  logger: Logger;
  orm: Orm;
  /** A producer connection (fails fast): an outage rolls the batch back instead of hanging. */
  redis: Redis;
  /** Job id → its definition (the job registry's jobs), for the options a re-added job gets. */
  definitions: ReadonlyMap<string, JobDefinition>;
  /** Due jobs per transaction (default OUTBOX_SWEEP_BATCH_SIZE). */
  batchSize?: number;
};

/** Due jobs per transaction: one round of Redis look-ups, one addBulk per queue, one UPDATE. */
export const OUTBOX_SWEEP_BATCH_SIZE = 500;

type DueJob = { job_id: string; event_id: string; job_name: string; queue: QueueName; state: OutboxJobState; payload: unknown };

/** What the sweeper does with one job, from Redis's answer about it. */
type Verdict = 'present' | 'missing' | 'completed' | 'failed' | 'unrunnable';

/**
 * Finds relayed jobs Redis has forgotten and adds them again (decision 032). A job is due when it
 * is not finished ('owed') or failed for good ('failed': kept visible for the operator) and its
 * `check_after` has passed (OUTBOX_SWEEP_GRACE_MS after it was relayed or last checked). Redis is
 * asked for each due job's state: present in any state (waiting, active, delayed, ..., so merely
 * slow) it is left alone; unknown, it is added again with the same job id, options and data, so
 * whichever worker runs it finds the delivery of any earlier run and sends nothing twice. Rows are
 * locked FOR UPDATE SKIP LOCKED, so sweepers in several workers share the jobs without taking the
 * same one, and each checked row's next check is pushed a grace period on.
 */
export function createOutboxSweeper(deps: OutboxSweeperDependencies): OutboxSweeper {
  const { config, logger, orm, redis, definitions } = deps;
  const batchSize = deps.batchSize ?? OUTBOX_SWEEP_BATCH_SIZE;
  const queues = createLazyQueues(config, redis);
  let stopping = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let sweeping: Promise<unknown> | undefined;
  let started = false;

  async function judge(ready: Queues, job: DueJob): Promise<Verdict> {
    if (!definitions.has(job.job_name)) return 'unrunnable';
    const state: JobState | 'unknown' = await ready[job.queue].getJobState(job.job_id);
    if (state === 'unknown') return 'missing';
    // Owed but finished in Redis: the runner's record did not land (PostgreSQL was away). A failed
    // row whose job Redis still holds as failed stays as it is.
    if (job.state === 'owed' && (state === 'completed' || state === 'failed')) return state;
    return 'present';
  }

  /**
   * One batch of the jobs due at `cutoff` (the sweep's start, PostgreSQL's clock: a job checked in
   * this sweep is due again only after it, even with no grace); its counts, or undefined when none.
   */
  async function sweepBatch(cutoff: string): Promise<Omit<SweepResult, 'error'> | undefined> {
    return orm.em.fork().transactional(async (tx) => {
      const due = await tx.execute<DueJob[]>(
        `SELECT j.job_id, j.event_id, j.job_name, j.queue, j.state, o.payload
           FROM outbox_jobs j JOIN outbox o ON o.id = j.event_id
          WHERE j.state <> 'completed' AND j.check_after <= ?::timestamptz
          ORDER BY j.check_after LIMIT ? FOR UPDATE OF j SKIP LOCKED`,
        [cutoff, batchSize],
      );
      if (due.length === 0) return undefined;
      const ready = await queues.ready();
      // Sent together: ioredis writes every command at once and reads the answers in order.
      const verdicts = await Promise.all(due.map((job) => judge(ready, job)));

      const missing: RelayedJob[] = [];
      const updates = due.map((job, index) => {
        const verdict = verdicts[index]!;
        if (verdict === 'missing') {
          missing.push(relayedJobFor({ id: job.event_id, payload: job.payload }, definitions.get(job.job_name)!, config.jobs));
        }
        return { job_id: job.job_id, verdict };
      });
      await addRelayedJobs(ready, missing);

      // A re-added job is owed again (a failed one runs once more); a job that can no longer run
      // (its definition left the job list) is failed for good.
      await tx.execute(
        `UPDATE outbox_jobs j SET
           check_after = clock_timestamp() + make_interval(secs => ?::float8 / 1000),
           state = CASE u.verdict WHEN 'missing' THEN 'owed' WHEN 'completed' THEN 'completed'
                                  WHEN 'failed' THEN 'failed' WHEN 'unrunnable' THEN 'failed' ELSE j.state END,
           finished_at = CASE WHEN u.verdict IN ('completed', 'failed', 'unrunnable') THEN clock_timestamp()
                              WHEN u.verdict = 'missing' THEN NULL ELSE j.finished_at END,
           re_relays = j.re_relays + CASE WHEN u.verdict = 'missing' THEN 1 ELSE 0 END,
           last_re_relayed_at = CASE WHEN u.verdict = 'missing' THEN clock_timestamp() ELSE j.last_re_relayed_at END
         FROM jsonb_to_recordset(?::jsonb) AS u(job_id text, verdict text)
         WHERE j.job_id = u.job_id`,
        [config.outbox.sweepGraceMs, JSON.stringify(updates)],
      );
      const unrunnable = due.filter((_, index) => verdicts[index] === 'unrunnable');
      if (unrunnable.length > 0) {
        logger.error({ jobs: unrunnable.map((job) => job.job_id) }, 'outbox sweeper found owed jobs no job definition runs any more: recorded failed');
      }
      return {
        checked: due.length,
        reRelayed: missing.length,
        reconciled: verdicts.filter((verdict) => verdict === 'completed' || verdict === 'failed').length,
      };
    });
  }

  async function sweepOnce(): Promise<SweepResult> {
    const total: SweepResult = { checked: 0, reRelayed: 0, reconciled: 0 };
    try {
      const [clock] = await orm.em.fork().execute<{ now: string }[]>(`SELECT clock_timestamp()::text AS now`);
      for (;;) {
        const batch = await sweepBatch(clock!.now);
        if (!batch) break;
        total.checked += batch.checked;
        total.reRelayed += batch.reRelayed;
        total.reconciled += batch.reconciled;
        if (batch.checked < batchSize || stopping) break;
      }
    } catch (error) {
      total.error = error instanceof Error ? error.message : String(error);
    }
    if (total.reRelayed > 0) logger.warn({ reRelayed: total.reRelayed, checked: total.checked }, `outbox sweeper re-relayed ${total.reRelayed} jobs lost by Redis`);
    if (total.reconciled > 0) logger.info({ reconciled: total.reconciled }, 'outbox sweeper recorded jobs Redis had finished');
    if (total.error) logger.warn({ err: total.error, ...total }, 'outbox sweep failed; retrying next interval');
    return total;
  }

  function schedule(): void {
    timer = setTimeout(() => {
      timer = undefined;
      sweeping = sweepOnce().finally(() => {
        sweeping = undefined;
        if (!stopping) schedule();
      });
    }, config.outbox.sweepIntervalMs);
    // The worker's queues keep the process alive; a pending sweep alone should not.
    timer.unref();
  }

  return {
    sweepOnce,
    start: () => {
      if (started) return;
      started = true;
      stopping = false;
      schedule();
    },
    stop: async () => {
      stopping = true;
      clearTimeout(timer);
      timer = undefined;
      await sweeping;
      started = false;
      await queues.close();
    },
  };
}
