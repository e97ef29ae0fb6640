import { Migration } from '@mikro-orm/migrations';

const ARRAY_COLUMNS = [
  'city_ids',
  'price_band_ids',
  'industry_ids',
  'technology_ids',
  'company_size_ids',
  'vc_stage_ids',
  'language_ids',
  'market_ids',
  'revenue_journey_ids',
] as const;

/**
 * The directory read model: one row per approved executive, written only through the directory
 * facade inside the profiles module's own transactions. No contact details live here.
 */
export class Migration20261122000400_directory extends Migration {
  override name = 'Migration20261122000400_directory';

  override up(): void {
    this.addSql(`
      CREATE TABLE directory_entries (
        executive_id uuid PRIMARY KEY,
        first_name text NOT NULL,
        last_name text NOT NULL,
        role_id uuid,
        title text NOT NULL DEFAULT 'Executive',
        region_id uuid,
        country_id uuid,
        years_experience integer CHECK (years_experience IS NULL OR years_experience >= 0),
        availability text CHECK (availability IN ('full-time', 'part-time', 'specific-hours', 'any')),
        ${ARRAY_COLUMNS.map((column) => `${column} uuid[] NOT NULL DEFAULT '{}'`).join(',\n        ')},
        bio text NOT NULL DEFAULT '',
        search tsvector NOT NULL,
        approved_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    for (const column of ARRAY_COLUMNS) {
      this.addSql(`CREATE INDEX directory_entries_${column}_idx ON directory_entries USING gin (${column})`);
    }
    this.addSql(`CREATE INDEX directory_entries_search_idx ON directory_entries USING gin (search)`);
    // Recency is the order without free text (and the tie-break with it); the id keeps pages stable.
    this.addSql(`CREATE INDEX directory_entries_recency_idx ON directory_entries (approved_at DESC, executive_id)`);
    this.addSql(`CREATE INDEX directory_entries_role_idx ON directory_entries (role_id)`);
    this.addSql(`CREATE INDEX directory_entries_location_idx ON directory_entries (region_id, country_id)`);
    this.addSql(`CREATE INDEX directory_entries_country_idx ON directory_entries (country_id)`);
    this.addSql(`CREATE INDEX directory_entries_years_idx ON directory_entries (years_experience)`);
    this.addSql(`CREATE INDEX directory_entries_availability_idx ON directory_entries (availability)`);

    // Bumped in the same transaction as every write to directory_entries: a search reads it in the
    // same statement as its results, so cached counts are reused only while nothing has changed.
    this.addSql(`
      CREATE TABLE directory_state (
        id boolean PRIMARY KEY DEFAULT true CHECK (id),
        version bigint NOT NULL DEFAULT 0
      )`);
    this.addSql(`INSERT INTO directory_state (id, version) VALUES (true, 0)`);
  }
}
