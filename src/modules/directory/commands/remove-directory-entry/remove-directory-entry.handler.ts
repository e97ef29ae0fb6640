import type { EntityManager } from '../../../../platform/db/orm.ts';

const REMOVE_SQL = `
  WITH removed AS (DELETE FROM directory_entries WHERE executive_id = ? RETURNING 1)
  UPDATE directory_state SET version = version + 1 WHERE EXISTS (SELECT 1 FROM removed)`;

/**
 * Takes an executive out of the directory (approval revoked, profile rejected or deleted) on the
 * caller's EntityManager, inside the caller's transaction. Removing an absent entry is a no-op.
 */
export async function removeDirectoryEntry(em: EntityManager, executiveId: string): Promise<void> {
  await em.execute(REMOVE_SQL, [executiveId]);
}
