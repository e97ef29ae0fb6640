import { Migration } from '@mikro-orm/migrations';

/** Facet key and the expression of its values, as the search's counts statement names them. */
const FACETS: [facet: string, values: string, array: boolean][] = [
  ['role', 'role_id', false],
  ['region', 'region_id', false],
  ['country', 'country_id', false],
  ['city', 'city_ids', true],
  ['availability', 'availability', false],
  ['years', 'years_experience', false],
  ['industries', 'industry_ids', true],
  ['technologies', 'technology_ids', true],
  ['companySizes', 'company_size_ids', true],
  ['vcStages', 'vc_stage_ids', true],
  ['priceBands', 'price_band_ids', true],
  ['languages', 'language_ids', true],
  ['markets', 'market_ids', true],
  ['revenueJourneys', 'revenue_journey_ids', true],
];

/** Every (facet, value) pair of the rows of `source`, one line per pair, with `sign` as the delta. */
function facetValues(source: string, sign: 1 | -1): string {
  const lines = [`SELECT 'total' AS facet, '' AS value, ${sign} AS delta FROM ${source}`];
  for (const [facet, values, array] of FACETS) {
    lines.push(
      array
        ? `SELECT '${facet}', v::text, ${sign} FROM ${source} r, unnest(r.${values}) v`
        : `SELECT '${facet}', r.${values}::text, ${sign} FROM ${source} r WHERE r.${values} IS NOT NULL`,
    );
  }
  return lines.join('\n      UNION ALL ');
}

/** Adds the summed deltas to the counts, in key order so concurrent writers lock rows in one order. */
function applyDeltas(rows: string): string {
  return `
    INSERT INTO directory_facet_counts AS c (facet, value, n)
    SELECT facet, value, sum(delta)::int FROM (
      ${rows}
    ) d GROUP BY facet, value ORDER BY facet, value
    ON CONFLICT (facet, value) DO UPDATE SET n = c.n + EXCLUDED.n;`;
}

/**
 * Directory search performance (docs/decisions/012-directory-search-performance.md): the whole
 * directory's facet counts kept per option in directory_facet_counts, so the /browse landing and
 * single-filter searches read them instead of counting every executive (statement-level triggers
 * keep them in the writer's own transaction, for the facade's writes and bulk loads alike), and a
 * log of the entries each version changed, for the search processes' in-memory facet indexes.
 */
export class Migration20261122000700_directory_performance extends Migration {
  override name = 'Migration20261122000700_directory_performance';

  override up(): void {
    this.addSql(`
      CREATE TABLE directory_facet_counts (
        facet text NOT NULL,
        value text NOT NULL,
        -- No CHECK (n >= 0): a decrement arrives as a proposed negative row before ON CONFLICT adds it.
        n integer NOT NULL,
        PRIMARY KEY (facet, value)
      )`);
    this.addSql(`
      CREATE FUNCTION directory_facet_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $body$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          ${applyDeltas(facetValues('new_rows', 1))}
        ELSIF TG_OP = 'UPDATE' THEN
          ${applyDeltas(`${facetValues('new_rows', 1)}\n      UNION ALL ${facetValues('old_rows', -1)}`)}
        ELSE
          ${applyDeltas(facetValues('old_rows', -1))}
        END IF;
        RETURN NULL;
      END
      $body$`);
    // Transition tables allow one event per trigger: three triggers share the function.
    this.addSql(`
      CREATE TRIGGER directory_facet_counts_insert AFTER INSERT ON directory_entries
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION directory_facet_counts_apply()`);
    this.addSql(`
      CREATE TRIGGER directory_facet_counts_update AFTER UPDATE ON directory_entries
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION directory_facet_counts_apply()`);
    this.addSql(`
      CREATE TRIGGER directory_facet_counts_delete AFTER DELETE ON directory_entries
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION directory_facet_counts_apply()`);
    // A small stable number per entry: its bit in the search processes' in-memory facet indexes,
    // so free-text matches travel as integers. Kept by updates; a re-approved entry gets a new one.
    this.addSql(`ALTER TABLE directory_entries ADD COLUMN entry_no integer GENERATED ALWAYS AS IDENTITY`);
    this.addSql(`CREATE UNIQUE INDEX directory_entries_entry_no_idx ON directory_entries (entry_no)`);
    // Which entries each directory version changed: a search process that holds the directory's
    // facet index in memory applies these to catch up instead of reloading every row.
    this.addSql(`
      CREATE TABLE directory_changes (
        version bigint NOT NULL,
        executive_id uuid NOT NULL,
        PRIMARY KEY (version, executive_id)
      )`);
    this.addSql(`INSERT INTO directory_facet_counts (facet, value, n) SELECT facet, value, 0 FROM (VALUES ('total', '')) t(facet, value)`);
    this.addSql(applyDeltas(facetValues('directory_entries', 1)));
  }
}
