import { Migration } from '@mikro-orm/migrations';

/**
 * A person's copy of their data (issue 30 item 3, decision 040): asked for on the Account page,
 * assembled by the worker into one archive kept here until its single-use link is used or expires,
 * at most one a day per person. The link is a user token of purpose 'data_export'.
 */
export class Migration20261128003000_personal_data_exports extends Migration {
  override name = 'Migration20261128003000_personal_data_exports';

  override up(): void {
    this.addSql(`
      CREATE TABLE personal_data_exports (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        requested_at timestamptz NOT NULL DEFAULT now(),
        ready_at timestamptz,
        archive bytea,
        downloaded_at timestamptz
      )`);
    this.addSql(`CREATE INDEX personal_data_exports_user_idx ON personal_data_exports (user_id, requested_at DESC)`);
    this.addSql(`ALTER TABLE user_tokens DROP CONSTRAINT user_tokens_purpose_check`);
    this.addSql(`ALTER TABLE user_tokens ADD CONSTRAINT user_tokens_purpose_check
      CHECK (purpose IN ('email_confirmation', 'password_reset', 'data_export'))`);
  }
}
