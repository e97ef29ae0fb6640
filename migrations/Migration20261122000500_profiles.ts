import { Migration } from '@mikro-orm/migrations';

/** Link tables of a profile: [table, column, referenced reference table]. */
const LINK_TABLES = [
  ['executive_cities', 'city_id', 'cities'],
  ['executive_price_bands', 'price_band_id', 'price_bands'],
  ['executive_industries', 'industry_id', 'industries'],
  ['executive_technologies', 'technology_id', 'technologies'],
  ['executive_company_sizes', 'company_size_id', 'company_sizes'],
  ['executive_vc_stages', 'vc_stage_id', 'vc_stages'],
  ['executive_languages', 'language_id', 'languages'],
  ['executive_markets', 'market_id', 'markets'],
  ['executive_revenue_journeys', 'revenue_journey_id', 'revenue_journeys'],
] as const;

/**
 * Executive profiles and their link tables (docs/decisions/008-profile-storage.md). Location is
 * stored as ids (region, country, cities in a link table), not the original 'region:country:cities'
 * text; years of experience as the level's stored number. Contact fields live only here: the
 * directory read model never receives them.
 */
export class Migration20261122000500_profiles extends Migration {
  override name = 'Migration20261122000500_profiles';

  override up(): void {
    this.addSql(`
      CREATE TABLE executive_profiles (
        id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        first_name text NOT NULL,
        last_name text NOT NULL,
        role_id uuid REFERENCES roles (id),
        region_id uuid REFERENCES regions (id),
        country_id uuid REFERENCES countries (id),
        years_experience integer CHECK (years_experience IS NULL OR years_experience >= 0),
        availability text CHECK (availability IN ('full-time', 'part-time', 'specific-hours', 'any')),
        email text,
        phone text,
        linkedin_url text,
        cv_url text,
        bio text,
        profile_complete boolean NOT NULL DEFAULT false,
        approved boolean NOT NULL DEFAULT false,
        submitted_at timestamptz,
        approved_at timestamptz,
        rejected_at timestamptz,
        revoked_at timestamptz,
        decision_reason text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (NOT approved OR (profile_complete AND approved_at IS NOT NULL)),
        CHECK (NOT (approved AND (rejected_at IS NOT NULL OR revoked_at IS NOT NULL)))
      )`);
    // The admin tabs: pending (complete, undecided) and approved, newest first.
    this.addSql(`
      CREATE INDEX executive_profiles_pending_idx ON executive_profiles (submitted_at DESC)
      WHERE profile_complete AND NOT approved AND rejected_at IS NULL AND revoked_at IS NULL`);
    this.addSql(`CREATE INDEX executive_profiles_approved_idx ON executive_profiles (approved_at DESC) WHERE approved`);

    for (const [table, column, reference] of LINK_TABLES) {
      this.addSql(`
        CREATE TABLE ${table} (
          executive_id uuid NOT NULL REFERENCES executive_profiles (id) ON DELETE CASCADE,
          ${column} uuid NOT NULL REFERENCES ${reference} (id),
          PRIMARY KEY (executive_id, ${column})
        )`);
    }
  }
}
