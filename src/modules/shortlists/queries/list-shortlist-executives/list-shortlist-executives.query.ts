import type { EntityManager } from '../../../../platform/db/orm.ts';
import { getDirectoryCards } from '../../../directory/index.ts';
import type { UserType } from '../../../identity/contracts/user-types.contract.ts';
import type { ShortlistEntry, ShortlistExecutivesResponse } from '../../contracts/shortlists.contract.ts';
import { cardOf } from '../../domain/executive-card.ts';
import { loadEntryComments } from '../../domain/entry-comments.ts';
import { ShortlistNotFoundError } from '../../domain/shortlists.errors.ts';

type ListRow = { id: string; name: string; created_at: Date };
type EntryRow = { id: string; executive_id: string; added_at: Date; note: string | null; note_updated_at: Date | null };

const LIST_SQL = 'SELECT id, name, created_at FROM shortlists WHERE id = ? AND user_id = ?';

const ENTRIES_SQL = `
  SELECT e.id, e.executive_id, e.added_at, n.note, n.updated_at AS note_updated_at
  FROM shortlist_executives e
  LEFT JOIN shortlist_notes n ON n.shortlist_executive_id = e.id
  WHERE e.shortlist_id = ?
  ORDER BY e.added_at DESC, e.id`;

const iso = (value: Date) => new Date(value).toISOString();

/**
 * One of the owner's lists with its entries, newest first: each with the private note and the
 * card data from the directory (approved executives only) and the thread shared with colleagues. An executive who is no longer approved
 * stays on the list, marked unavailable, with nothing of the profile.
 */
export async function listShortlistExecutives(
  em: EntityManager,
  owner: { id: string; userType: UserType | null; isSuperAdmin: boolean },
  shortlistId: string,
): Promise<ShortlistExecutivesResponse> {
  const [list] = await em.execute<ListRow[]>(LIST_SQL, [shortlistId, owner.id]);
  if (!list) throw new ShortlistNotFoundError();
  const rows = await em.execute<EntryRow[]>(ENTRIES_SQL, [shortlistId]);
  const cards = await getDirectoryCards(
    em,
    rows.map((row) => row.executive_id),
    { userId: owner.id, userType: owner.userType, isSuperAdmin: owner.isSuperAdmin },
  );
  const comments = await loadEntryComments(em, rows.map((row) => row.id), owner.id);
  const entries = rows.map((row): ShortlistEntry => {
    const executive = cardOf(cards.get(row.executive_id));
    return {
      id: row.id,
      executiveId: row.executive_id,
      addedAt: iso(row.added_at),
      note: row.note,
      noteUpdatedAt: row.note_updated_at ? iso(row.note_updated_at) : null,
      available: executive !== null,
      executive,
      comments: comments.get(row.id) ?? [],
    };
  });
  return { shortlist: { id: list.id, name: list.name, createdAt: iso(list.created_at) }, entries };
}
