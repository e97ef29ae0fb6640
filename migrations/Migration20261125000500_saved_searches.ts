import { Migration } from '@mikro-orm/migrations';

/**
 * Saved searches (issue 15): a client's /browse filters (the directory's query contract, without the
 * page) with a daily or weekly e-mail alert. last_alerted_at ends the approval window the last run
 * covered, last_period_key names that run's period (daily:2026-11-25, weekly:2026-W48) so a replayed
 * run skips the search; unsubscribed_at is set by the digest's one-click unsubscribe.
 */
export class Migration20261125000500_saved_searches extends Migration {
  override name = 'Migration20261125000500_saved_searches';

  override up(): void {
    this.addSql(`
      CREATE TABLE saved_searches (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
        filters jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(filters) = 'object'),
        frequency text NOT NULL CHECK (frequency IN ('daily', 'weekly')),
        last_alerted_at timestamptz,
        last_period_key text CHECK (length(last_period_key) <= 40),
        unsubscribed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // The owner's list, newest first; the count behind the per-client limit.
    this.addSql(`CREATE INDEX saved_searches_user_idx ON saved_searches (user_id, created_at DESC)`);
    // An alert run: the searches of one frequency whose alerts are on.
    this.addSql(`CREATE INDEX saved_searches_alerts_idx ON saved_searches (frequency, user_id) WHERE unsubscribed_at IS NULL`);
  }
}
