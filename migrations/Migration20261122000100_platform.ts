import { Migration } from '@mikro-orm/migrations';

/** The event backbone (outbox, deliveries) and the identity tables the demo accounts need. */
export class Migration20261122000100_platform extends Migration {
  override name = 'Migration20261122000100_platform';

  override up(): void {
    this.addSql(`CREATE EXTENSION IF NOT EXISTS citext`);

    this.addSql(`
      CREATE TABLE outbox (
        id uuid PRIMARY KEY,
        type text NOT NULL,
        version integer NOT NULL DEFAULT 1,
        payload jsonb NOT NULL,
        occurred_at timestamptz NOT NULL DEFAULT clock_timestamp(),
        dispatched_at timestamptz,
        dispatch_attempts integer NOT NULL DEFAULT 0,
        last_error text
      )`);
    // The relay only ever scans undispatched events, oldest first.
    this.addSql(`CREATE INDEX outbox_undispatched_idx ON outbox (occurred_at) WHERE dispatched_at IS NULL`);

    this.addSql(`
      CREATE TABLE deliveries (
        event_id uuid NOT NULL,
        channel text NOT NULL,
        recipient text NOT NULL,
        job_id text NOT NULL,
        status text NOT NULL CHECK (status IN ('sending', 'sent', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        detail jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz,
        PRIMARY KEY (event_id, channel, recipient)
      )`);

    this.addSql(`
      CREATE TABLE users (
        id uuid PRIMARY KEY,
        email citext NOT NULL UNIQUE,
        password_hash text NOT NULL,
        user_type text CHECK (user_type IN ('executive', 'client', 'consultant')),
        signup_metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
        email_confirmed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    this.addSql(`
      CREATE TABLE admin_users (
        id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }
}
