import { Migration } from '@mikro-orm/migrations';

/**
 * Passkeys (issue 31 item 2, decision 044): WebAuthn credentials an account registered, used to
 * sign in alone (discoverable credentials) or as the second factor after the password; and the
 * challenges the server issued for them, kept in PostgreSQL (Redis may forget: decision 032) and
 * spent once by a conditional UPDATE. A session can now have passed the second factor by passkey.
 */
export class Migration20261128020000_passkeys extends Migration {
  override name = 'Migration20261128020000_passkeys';

  override up(): void {
    // credential_id is the authenticator's id, base64url as the browser sends it; public_key the
    // COSE key it registered; sign_count the last counter it reported (0 for those that keep none).
    this.addSql(`
      CREATE TABLE passkeys (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        credential_id text NOT NULL UNIQUE CHECK (char_length(credential_id) BETWEEN 16 AND 1400 AND credential_id ~ '^[A-Za-z0-9_-]+$'),
        public_key bytea NOT NULL,
        sign_count bigint NOT NULL DEFAULT 0 CHECK (sign_count >= 0),
        transports text[] NOT NULL DEFAULT '{}',
        name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 60),
        backed_up boolean NOT NULL DEFAULT false,
        device_type text NOT NULL CHECK (device_type IN ('singleDevice', 'multiDevice')),
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz
      )`);
    this.addSql(`CREATE INDEX passkeys_user_idx ON passkeys (user_id)`);
    // user_id is null for a passkey-only sign-in's challenge: nobody is known until the passkey answers.
    this.addSql(`
      CREATE TABLE webauthn_challenges (
        id uuid PRIMARY KEY,
        user_id uuid REFERENCES users (id) ON DELETE CASCADE,
        purpose text NOT NULL CHECK (purpose IN ('register', 'sign-in', 'second-factor')),
        challenge text NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((purpose = 'sign-in') = (user_id IS NULL))
      )`);
    this.addSql(`CREATE INDEX webauthn_challenges_user_idx ON webauthn_challenges (user_id)`);
    this.addSql(`CREATE INDEX webauthn_challenges_expires_idx ON webauthn_challenges (expires_at)`);
    this.addSql(`ALTER TABLE sessions DROP CONSTRAINT sessions_second_factor_check`);
    this.addSql(`ALTER TABLE sessions ADD CONSTRAINT sessions_second_factor_check CHECK (second_factor IN ('totp', 'recovery_code', 'passkey'))`);
  }
}
