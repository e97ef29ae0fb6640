import { Migration } from '@mikro-orm/migrations';

/**
 * Step-up (issue 31 item 3, decision 045): when the session last confirmed a second factor for a
 * sensitive action (CSV exports, role changes, erasure, removing a factor). Such an action asks for
 * a fresh factor unless this time is under 5 minutes old.
 */
export class Migration20261128010000_step_up extends Migration {
  override name = 'Migration20261128010000_step_up';

  override up(): void {
    this.addSql(`ALTER TABLE sessions ADD COLUMN stepped_up_at timestamptz`);
  }
}
