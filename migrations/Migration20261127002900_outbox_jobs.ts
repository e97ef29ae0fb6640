import { Migration } from '@mikro-orm/migrations';

/**
 * The jobs a relayed event still owes (docs/decisions/032-redis-may-forget.md): one row per BullMQ
 * job the relay added, written in the transaction that stamps the event dispatched, and finished
 * when the job completes or fails for good. Until then the outbox sweeper may add the job again if
 * Redis forgot it, and the outbox row is not deleted.
 */
export class Migration20261127002900_outbox_jobs extends Migration {
  override name = 'Migration20261127002900_outbox_jobs';

  override up(): void {
    // Keyed by the BullMQ job id, which every run of the job knows (a scheduled job's id matches
    // no row). `check_after`: when the sweeper next asks Redis about the job.
    this.addSql(`
      CREATE TABLE outbox_jobs (
        job_id text PRIMARY KEY,
        event_id uuid NOT NULL REFERENCES outbox (id) ON DELETE CASCADE,
        job_name text NOT NULL,
        queue text NOT NULL,
        state text NOT NULL DEFAULT 'owed' CHECK (state IN ('owed', 'completed', 'failed')),
        relayed_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        check_after timestamptz NOT NULL,
        finished_at timestamptz,
        re_relays integer NOT NULL DEFAULT 0,
        last_re_relayed_at timestamptz
      )`);
    // The cascade from the outbox's retention, and its check that an event owes nothing.
    this.addSql(`CREATE INDEX outbox_jobs_event_idx ON outbox_jobs (event_id)`);
    // The sweeper reads only unfinished (and failed) jobs whose check is due; completed ones, the
    // vast majority, stay out of the index.
    this.addSql(`CREATE INDEX outbox_jobs_due_idx ON outbox_jobs (check_after) WHERE state <> 'completed'`);
    // The metric of jobs re-relayed lately.
    this.addSql(`CREATE INDEX outbox_jobs_re_relayed_idx ON outbox_jobs (last_re_relayed_at) WHERE last_re_relayed_at IS NOT NULL`);
  }
}
