import { Migration } from '@mikro-orm/migrations';

/** The industries, tools and places of a row, as upsertDirectoryEntry writes them (weight B): each in the reference order. */
const KEYWORDS = `concat_ws(' ',
  (SELECT string_agg(i.label || ' ' || i.name, ' ' ORDER BY i.position) FROM industries i WHERE i.id = ANY(e.industry_ids)),
  (SELECT string_agg(t.label, ' ' ORDER BY t.position) FROM technologies t WHERE t.id = ANY(e.technology_ids)),
  (SELECT c.label FROM countries c WHERE c.id = e.country_id),
  (SELECT string_agg(city.label, ' ' ORDER BY city.position) FROM cities city WHERE city.country_id = e.country_id AND city.id = ANY(e.city_ids)))`;
const ROLE_LABEL = `coalesce((SELECT r.label FROM roles r WHERE r.id = e.role_id), '')`;

/**
 * Both search texts of every row, built exactly as upsertDirectoryEntry builds them: names, title
 * and role label weight A (the full text; the preview text without the names), industries, tools
 * and places weight B, the bio weight C (the full text only). Exported for the test that checks it
 * against the facade.
 */
export const BACKFILL_SEARCH_TEXTS_SQL = `
  UPDATE directory_entries e
  SET search =
        setweight(to_tsvector('simple', e.first_name || ' ' || e.last_name || ' ' || e.title || ' ' || ${ROLE_LABEL}), 'A')
        || setweight(to_tsvector('simple', ${KEYWORDS}), 'B')
        || setweight(to_tsvector('simple', e.bio), 'C'),
      search_public =
        setweight(to_tsvector('simple', e.title || ' ' || ${ROLE_LABEL}), 'A')
        || setweight(to_tsvector('simple', ${KEYWORDS}), 'B')`;

/**
 * Places in the search texts (decision 049): the country and cities of each row join its
 * industries and tools, so a search for a city finds who is there. The rows are rewritten without
 * a directory change: the migration refuses every kept index snapshot (decision 027), so each
 * process reads the rewritten rows when it starts on this version.
 */
export class Migration20261128050000_directory_search_places extends Migration {
  override name = 'Migration20261128050000_directory_search_places';

  override up(): void {
    this.addSql(BACKFILL_SEARCH_TEXTS_SQL);
  }
}
