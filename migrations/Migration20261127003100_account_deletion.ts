import { Migration } from '@mikro-orm/migrations';

/**
 * An account whose owner (or a super admin) asked for its erasure (decision 039): from then on it
 * cannot sign in and is in no list, until the worker's erasure job deletes the row itself, last of
 * everything the modules hold of the person.
 */
export class Migration20261127003100_account_deletion extends Migration {
  override name = 'Migration20261127003100_account_deletion';

  override up(): void {
    this.addSql(`ALTER TABLE users ADD COLUMN deletion_requested_at timestamptz`);
    // A super admin's erasure of someone else's account, on a request received by e-mail, is recorded.
    this.addSql(`ALTER TABLE security_events DROP CONSTRAINT security_events_kind_check`);
    this.addSql(`ALTER TABLE security_events ADD CONSTRAINT security_events_kind_check
      CHECK (kind IN ('access_refused', 'admin_export', 'account_erasure'))`);
  }
}
