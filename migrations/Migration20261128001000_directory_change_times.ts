import { Migration } from '@mikro-orm/migrations';

/**
 * When each directory change was logged (decision 037): the erasure-remnants job deletes the
 * oldest change rows once one naming an erased executive is older than the retention period
 * (RETENTION_ERASURE_REMNANT_DAYS), instead of leaving them until 10,000 later changes push them
 * out. Rows already logged get the migration's time: their 30 days start now.
 */
export class Migration20261128001000_directory_change_times extends Migration {
  override name = 'Migration20261128001000_directory_change_times';

  override up(): void {
    this.addSql(`ALTER TABLE directory_changes ADD COLUMN changed_at timestamptz NOT NULL DEFAULT now()`);
  }
}
