import { Migration } from '@mikro-orm/migrations';

/**
 * Profile freshness (decision 023): when an executive last confirmed their availability, and the
 * directory's stored `stale` flag (not confirmed for 90 days), which ranks an entry below fresh
 * ones at equal relevance. Stored, never computed from now() at query time, so the in-memory
 * facet index, the page order and the search cache stay exact (decisions 012, 013).
 */
export class Migration20261126000100_profile_freshness extends Migration {
  override name = 'Migration20261126000100_profile_freshness';

  override up(): void {
    this.addSql(`ALTER TABLE executive_profiles ADD COLUMN availability_confirmed_at timestamptz`);
    // The latest sign of life we have for profiles approved before confirmations existed.
    this.addSql(`
      UPDATE executive_profiles SET availability_confirmed_at = greatest(approved_at, updated_at)
      WHERE approved AND approved_at IS NOT NULL`);
    this.addSql(`ALTER TABLE executive_profiles ADD CONSTRAINT executive_profiles_approved_confirmed
      CHECK (NOT approved OR availability_confirmed_at IS NOT NULL)`);
    // The monthly reminder and the daily staleness run look for approved profiles by this date.
    this.addSql(`CREATE INDEX executive_profiles_confirmed_idx ON executive_profiles (availability_confirmed_at) WHERE approved`);

    this.addSql(`ALTER TABLE directory_entries ADD COLUMN availability_confirmed_at timestamptz`);
    this.addSql(`ALTER TABLE directory_entries ADD COLUMN stale boolean NOT NULL DEFAULT false`);
    this.addSql(`
      UPDATE directory_entries d SET availability_confirmed_at = p.availability_confirmed_at
      FROM executive_profiles p WHERE p.id = d.executive_id`);
    this.addSql(`UPDATE directory_entries SET availability_confirmed_at = approved_at WHERE availability_confirmed_at IS NULL`);
    this.addSql(`ALTER TABLE directory_entries ALTER COLUMN availability_confirmed_at SET NOT NULL`);
    this.addSql(`UPDATE directory_entries SET stale = true WHERE availability_confirmed_at < now() - interval '90 days'`);
    // The directory's order is now fresh first, then newest approval, then id.
    this.addSql(`DROP INDEX directory_entries_recency_idx`);
    this.addSql(`CREATE INDEX directory_entries_order_idx ON directory_entries (stale, approved_at DESC, executive_id)`);
    // Every row changed without a directory_changes entry: a process already running (a rolling
    // deploy) must not follow these from the change log; moving the version past the kept changes
    // (10,000: KEPT_CHANGES in record-change.ts)
    // makes it reload its index (counting in SQL meanwhile), and empties every cached answer.
    this.addSql(`UPDATE directory_state SET version = version + 10001`);
  }
}
