import type { EntityManager } from '../../../../platform/db/orm.ts';
import { loadOwnShortlist } from '../../domain/own-shortlists.ts';

/** Deletes the owner's list; its entries and notes go with it (ON DELETE CASCADE). */
export async function deleteShortlist(em: EntityManager, ownerId: string, shortlistId: string): Promise<string> {
  const fork = em.fork();
  const shortlist = await loadOwnShortlist(fork, ownerId, shortlistId);
  fork.remove(shortlist);
  await fork.flush();
  return shortlistId;
}
