import type { Orm } from '../db/orm.ts';

/** Rows per DELETE, so one statement never holds a long transaction or a huge lock set. */
export const OUTBOX_DELETE_BATCH_SIZE = 10_000;

export type OutboxRetentionOptions = {
  retentionDays: number;
  batchSize?: number;
  /** Checked between batches, so a stopping worker does not wait for a long backlog. */
  shouldStop?: () => boolean;
};

/**
 * Deletes outbox rows dispatched more than `retentionDays` ago, with their finished jobs
 * (`outbox_jobs`, by cascade), and returns how many went. Rows never dispatched do not match
 * (`NULL < x` is not true), however old; nor do rows with a job still owed (decision 032: the
 * sweeper may yet have to add it again), however old. SKIP LOCKED lets several workers run
 * this at once: each takes rows the others have not locked, none waits or deadlocks. The cut-off is
 * PostgreSQL's clock, so workers with skewed clocks agree on it.
 */
export async function deleteDispatchedEvents(orm: Orm, options: OutboxRetentionOptions): Promise<number> {
  const batchSize = options.batchSize ?? OUTBOX_DELETE_BATCH_SIZE;
  let total = 0;
  for (;;) {
    const [row] = await orm.em.fork().execute<{ deleted: number }[]>(
      `WITH gone AS (
         DELETE FROM outbox WHERE id IN (
           SELECT id FROM outbox WHERE dispatched_at < now() - make_interval(days => ?::int)
             AND NOT EXISTS (SELECT 1 FROM outbox_jobs j WHERE j.event_id = outbox.id AND j.state = 'owed')
           LIMIT ? FOR UPDATE SKIP LOCKED)
         RETURNING 1)
       SELECT count(*)::int AS deleted FROM gone`,
      [options.retentionDays, batchSize],
    );
    const deleted = row?.deleted ?? 0;
    total += deleted;
    if (deleted < batchSize || options.shouldStop?.()) return total;
  }
}
