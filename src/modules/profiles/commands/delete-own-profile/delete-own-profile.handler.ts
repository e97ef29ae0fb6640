import type { EntityManager } from '../../../../platform/db/orm.ts';
import { removeDirectoryEntry } from '../../../directory/index.ts';

/**
 * Deletes the executive's own profile, its links (ON DELETE CASCADE) and its directory row in one
 * transaction. Deleting a profile that is already gone is not an error: the outcome is the same.
 */
export async function deleteOwnProfile(em: EntityManager, executiveId: string): Promise<void> {
  await em.fork().transactional(async (tx) => {
    await removeDirectoryEntry(tx, executiveId);
    await tx.execute('DELETE FROM executive_profiles WHERE id = ?', [executiveId]);
  });
}
