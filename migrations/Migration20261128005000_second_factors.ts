import { Migration } from '@mikro-orm/migrations';

/**
 * A second factor (issue 31 items 1 and 3, decision 043): one TOTP secret per account, kept
 * encrypted (AES-256-GCM, the key from TOTP_ENCRYPTION_KEY), with the last time step a code was
 * accepted at so no code works twice; ten single-use recovery codes, kept as SHA-256; the short-lived
 * challenge between the password and the code at sign-in; and, on each session, how it passed the
 * second factor (staff sessions without one reach nothing but the enrolment screen).
 */
export class Migration20261128005000_second_factors extends Migration {
  override name = 'Migration20261128005000_second_factors';

  override up(): void {
    // confirmed_at is null while an enrolment waits for its first code (the secret is then replaceable).
    this.addSql(`
      CREATE TABLE second_factors (
        user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        secret_ciphertext text NOT NULL,
        confirmed_at timestamptz,
        last_used_step bigint,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    this.addSql(`
      CREATE TABLE second_factor_recovery_codes (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        code_hash text NOT NULL UNIQUE,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    this.addSql(`CREATE INDEX second_factor_recovery_codes_user_idx ON second_factor_recovery_codes (user_id)`);
    this.addSql(`
      CREATE TABLE second_factor_challenges (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        token_hash text NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        failed_attempts integer NOT NULL DEFAULT 0,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    this.addSql(`CREATE INDEX second_factor_challenges_user_idx ON second_factor_challenges (user_id)`);
    this.addSql(`ALTER TABLE sessions ADD COLUMN second_factor text CHECK (second_factor IN ('totp', 'recovery_code'))`);
    // Enrolments, removals, recovery codes spent and operator resets are recorded like exports.
    this.addSql(`ALTER TABLE security_events DROP CONSTRAINT security_events_kind_check`);
    this.addSql(`ALTER TABLE security_events ADD CONSTRAINT security_events_kind_check
      CHECK (kind IN ('access_refused', 'admin_export', 'account_erasure', 'second_factor'))`);
  }
}
