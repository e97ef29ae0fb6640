import type { EntityManager } from '../../../../platform/db/orm.ts';
import { addEntry, type AddedEntry } from '../../domain/add-entry.ts';
import { loadOwnShortlist } from '../../domain/own-shortlists.ts';

/** Puts an approved executive on the owner's list; a second add returns the first entry. */
export async function addExecutiveToShortlist(
  em: EntityManager,
  ownerId: string,
  shortlistId: string,
  executiveId: string,
): Promise<AddedEntry> {
  return em.fork().transactional(async (tx) => {
    await loadOwnShortlist(tx, ownerId, shortlistId, { lockForShare: true });
    return addEntry(tx, shortlistId, executiveId);
  });
}
