import { Migration } from '@mikro-orm/migrations';

/**
 * The preview-only search text of every row, built exactly as upsertDirectoryEntry builds it (title
 * and role label weight A; industry labels and names, then tool names, in reference order, weight
 * B). Exported for the test that checks it against the facade.
 */
export const BACKFILL_PUBLIC_SEARCH_SQL = `
  UPDATE directory_entries e
  SET search_public =
    setweight(to_tsvector('simple', e.title || ' ' || coalesce((SELECT r.label FROM roles r WHERE r.id = e.role_id), '')), 'A')
    || setweight(to_tsvector('simple', concat_ws(' ',
      (SELECT string_agg(i.label || ' ' || i.name, ' ' ORDER BY i.position) FROM industries i WHERE i.id = ANY(e.industry_ids)),
      (SELECT string_agg(t.label, ' ' ORDER BY t.position) FROM technologies t WHERE t.id = ANY(e.technology_ids)))), 'B')`;

/**
 * Rebuilds search_public for rows written before the facade wrote it. Migration 0800's backfill
 * took the industries and tools part from the full vector (ts_filter), which keeps the lexemes but
 * not the positions a fresh write gives them, so ts_rank of multi-word queries could differ
 * slightly between backfilled and rewritten rows. Same lexemes, so no match changes.
 */
export class Migration20261122000900_directory_public_search_exact extends Migration {
  override name = 'Migration20261122000900_directory_public_search_exact';

  override up(): void {
    this.addSql(BACKFILL_PUBLIC_SEARCH_SQL);
  }
}
