import type { EntityManager } from '../../../../platform/db/orm.ts';
import { loadOwnShortlist } from '../../domain/own-shortlists.ts';
import { ShortlistShareNotFoundError } from '../../domain/shortlists.errors.ts';

/**
 * The owner takes a colleague's access away: the next request of the colleague answers 404. Their
 * past comments stay in the threads (decision 022); an unsent share e-mail is dropped by the job.
 */
export async function revokeShortlistShare(em: EntityManager, ownerId: string, shortlistId: string, clientId: string): Promise<void> {
  await loadOwnShortlist(em, ownerId, shortlistId);
  const deleted = await em.execute<{ client_id: string }[]>(
    'DELETE FROM shortlist_shares WHERE shortlist_id = ? AND client_id = ? RETURNING client_id',
    [shortlistId, clientId],
  );
  if (deleted.length === 0) throw new ShortlistShareNotFoundError();
}
