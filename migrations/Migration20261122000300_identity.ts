import { Migration } from '@mikro-orm/migrations';

/** Sessions with rotating refresh tokens, single-use e-mail tokens, and the security event log. */
export class Migration20261122000300_identity extends Migration {
  override name = 'Migration20261122000300_identity';

  override up(): void {
    // A session is one refresh-token family: every rotation adds a token, reuse revokes the session.
    this.addSql(`
      CREATE TABLE sessions (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz,
        revoked_reason text,
        ip text,
        user_agent text
      )`);
    this.addSql(`CREATE INDEX sessions_user_active_idx ON sessions (user_id) WHERE revoked_at IS NULL`);

    this.addSql(`
      CREATE TABLE refresh_tokens (
        id uuid PRIMARY KEY,
        session_id uuid NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
        token_hash text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      )`);
    this.addSql(`CREATE INDEX refresh_tokens_session_idx ON refresh_tokens (session_id)`);

    this.addSql(`
      CREATE TABLE user_tokens (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        purpose text NOT NULL CHECK (purpose IN ('email_confirmation', 'password_reset')),
        token_hash text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      )`);
    this.addSql(`CREATE INDEX user_tokens_user_idx ON user_tokens (user_id, purpose)`);

    this.addSql(`
      CREATE TABLE security_events (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        user_id uuid,
        route text NOT NULL,
        method text NOT NULL,
        reason text NOT NULL,
        ip text,
        user_agent text,
        at timestamptz NOT NULL DEFAULT now()
      )`);
    this.addSql(`CREATE INDEX security_events_at_idx ON security_events (at DESC)`);
  }
}
