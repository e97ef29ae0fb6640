import type { EntityManager } from '../../../../platform/db/orm.ts';
import { announceLocalDirectoryWrite } from '../../domain/local-writes.ts';
import { RECORD_CHANGE } from '../../domain/record-change.ts';

// Both ways, so a missed run or a hand-edited row is put right by the next one; one version bump
// and one directory_changes row per flipped entry, like every facade write.
const REFRESH_SQL = `
  WITH flipped AS (
    UPDATE directory_entries SET stale = NOT stale, updated_at = now()
    WHERE stale IS DISTINCT FROM (availability_confirmed_at < ?::timestamptz)
    RETURNING executive_id
  ),
  ${RECORD_CHANGE('flipped')}`;

/**
 * Marks stale every entry whose availability was last confirmed before `staleBefore`, and fresh
 * again any other one still marked stale (decision 023), on the caller's EntityManager. Returns
 * how many entries flipped. The only way staleness changes besides upsertDirectoryEntry: it bumps
 * the directory version, so the facet index, the page order and cached answers follow at once.
 */
export async function refreshDirectoryStaleness(em: EntityManager, staleBefore: Date): Promise<number> {
  const rows = await em.execute<{ executive_id: string; version: string }[]>(REFRESH_SQL, [staleBefore]);
  announceLocalDirectoryWrite(em, rows);
  return rows.length;
}
