import type { EntityManager } from '../../../../platform/db/orm.ts';
import { announceLocalDirectoryWrite } from '../../domain/local-writes.ts';
import { RECORD_CHANGE } from '../../domain/record-change.ts';

const REMOVE_SQL = `
  WITH removed AS (DELETE FROM directory_entries WHERE executive_id = ? RETURNING executive_id),
  ${RECORD_CHANGE('removed')}`;

/**
 * Takes an executive out of the directory (approval revoked, profile rejected or deleted) on the
 * caller's EntityManager, inside the caller's transaction. Removing an absent entry is a no-op.
 */
export async function removeDirectoryEntry(em: EntityManager, executiveId: string): Promise<void> {
  announceLocalDirectoryWrite(em, await em.execute<{ version: string }[]>(REMOVE_SQL, [executiveId]));
}
