import { Migration } from '@mikro-orm/migrations';

/**
 * A second full-text column holding only what a preview card shows (title and role label weight
 * A, industry labels and names and tool names weight B): visitors and other non-clients search it,
 * so free text cannot reveal a name or a bio to them (decision 006). The facade writes both.
 */
export class Migration20261122000800_directory_public_search extends Migration {
  override name = 'Migration20261122000800_directory_public_search';

  override up(): void {
    this.addSql(`ALTER TABLE directory_entries ADD COLUMN search_public tsvector`);
    // The B part of the full vector is exactly the industries and tools text the facade wrote;
    // names share weight A with the title, so the A part is rebuilt from the title and role label.
    this.addSql(`
      UPDATE directory_entries e
      SET search_public = setweight(to_tsvector('simple', e.title || ' ' || coalesce((SELECT r.label FROM roles r WHERE r.id = e.role_id), '')), 'A')
        || ts_filter(e.search, '{b}')`);
    this.addSql(`ALTER TABLE directory_entries ALTER COLUMN search_public SET NOT NULL`);
    this.addSql(`CREATE INDEX directory_entries_search_public_idx ON directory_entries USING gin (search_public)`);
  }
}
