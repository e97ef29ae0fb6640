import type { EntityManager } from '../../../../platform/db/orm.ts';
import { getDirectoryCards } from '../../../directory/index.ts';
import { findAccountNames } from '../../../identity/index.ts';
import type { UserType } from '../../../identity/contracts/user-types.contract.ts';
import type { SharedShortlistEntry, SharedShortlistResponse } from '../../contracts/shortlist-sharing.contract.ts';
import { cardOf } from '../../domain/executive-card.ts';
import { loadEntryComments } from '../../domain/entry-comments.ts';
import { ShortlistNotFoundError } from '../../domain/shortlists.errors.ts';

type EntryRow = { id: string; executive_id: string; added_at: Date };

/**
 * A list shared with the caller, read-only: the entries with their cards and shared threads. The
 * owner's private notes are never read here (the query does not touch shortlist_notes), so they
 * cannot leak into the response. Only a colleague gets it: the owner's own view is
 * GET /api/shortlists/:id/executives, and everyone else gets the same 404 as for a missing list.
 */
export async function getSharedShortlist(
  em: EntityManager,
  viewer: { id: string; userType: UserType | null; isSuperAdmin: boolean },
  shortlistId: string,
): Promise<SharedShortlistResponse> {
  const [list] = await em.execute<{ id: string; name: string; user_id: string; created_at: Date }[]>(
    `SELECT l.id, l.name, l.user_id, l.created_at FROM shortlists l
       JOIN shortlist_shares s ON s.shortlist_id = l.id AND s.client_id = ?
      WHERE l.id = ?`,
    [viewer.id, shortlistId],
  );
  if (!list) throw new ShortlistNotFoundError();
  const rows = await em.execute<EntryRow[]>(
    'SELECT id, executive_id, added_at FROM shortlist_executives WHERE shortlist_id = ? ORDER BY added_at DESC, id',
    [shortlistId],
  );
  const cards = await getDirectoryCards(
    em,
    rows.map((row) => row.executive_id),
    { userId: viewer.id, userType: viewer.userType, isSuperAdmin: viewer.isSuperAdmin },
  );
  const comments = await loadEntryComments(em, rows.map((row) => row.id), viewer.id);
  const owner = (await findAccountNames(em, [list.user_id])).get(list.user_id);
  const entries = rows.map((row): SharedShortlistEntry => {
    const executive = cardOf(cards.get(row.executive_id));
    return {
      id: row.id,
      executiveId: row.executive_id,
      addedAt: new Date(row.added_at).toISOString(),
      available: executive !== null,
      executive,
      comments: comments.get(row.id) ?? [],
    };
  });
  return {
    shortlist: { id: list.id, name: list.name, createdAt: new Date(list.created_at).toISOString(), ownerName: owner?.name ?? '' },
    entries,
  };
}
