import { definePersonalData, isoInstant } from '../../platform/personal-data/personal-data.ts';

type ListRow = { id: string; name: string; created_at: Date };
type EntryRow = { shortlist_id: string; executive: string; added_at: Date; note: string | null; note_updated_at: Date | null };
type ShareRow = { shortlist_id: string; colleague: string; shared_at: Date };
type CommentRow = { list: string; executive: string; body: string; created_at: Date };
type SharedWithRow = { list: string; owner: string; shared_at: Date };

/**
 * Shortlists hold a client's named lists, the executives on them, their private notes, whom each
 * list is shared with and the comments colleagues write on a shared list's entries; and, of an
 * executive, their place on other clients' lists. Erasing deletes the person's lists (notes,
 * shares and comments with them), their comments on colleagues' lists, the shares made to them,
 * and every entry of theirs as an executive on anyone's list (with its notes and comments).
 */
export const shortlistsPersonalData = definePersonalData({
  module: 'Shortlists',
  covers: {
    shortlists: ['user_id', 'name'],
    shortlist_executives: ['executive_id'],
    shortlist_notes: ['note'],
    shortlist_shares: ['client_id'],
    shortlist_entry_comments: ['author_id', 'body'],
  },
  async export(em, { userId }) {
    const lists = await em.execute<ListRow[]>('SELECT id::text AS id, name, created_at FROM shortlists WHERE user_id = ? ORDER BY created_at', [userId]);
    const entries = await em.execute<EntryRow[]>(
      `SELECT e.shortlist_id::text AS shortlist_id, concat_ws(' ', p.first_name, p.last_name) AS executive, e.added_at,
              n.note, n.updated_at AS note_updated_at
         FROM shortlist_executives e
         JOIN shortlists s ON s.id = e.shortlist_id
         LEFT JOIN executive_profiles p ON p.id = e.executive_id
         LEFT JOIN shortlist_notes n ON n.shortlist_executive_id = e.id
        WHERE s.user_id = ? ORDER BY e.added_at`,
      [userId],
    );
    const shares = await em.execute<ShareRow[]>(
      `SELECT sh.shortlist_id::text AS shortlist_id, u.email AS colleague, sh.shared_at
         FROM shortlist_shares sh JOIN shortlists s ON s.id = sh.shortlist_id JOIN users u ON u.id = sh.client_id
        WHERE s.user_id = ? ORDER BY sh.shared_at`,
      [userId],
    );
    const comments = await em.execute<CommentRow[]>(
      `SELECT s.name AS list, concat_ws(' ', p.first_name, p.last_name) AS executive, c.body, c.created_at
         FROM shortlist_entry_comments c
         JOIN shortlist_executives e ON e.id = c.entry_id
         JOIN shortlists s ON s.id = e.shortlist_id
         LEFT JOIN executive_profiles p ON p.id = e.executive_id
        WHERE c.author_id = ? ORDER BY c.created_at`,
      [userId],
    );
    const sharedWith = await em.execute<SharedWithRow[]>(
      `SELECT s.name AS list, u.email AS owner, sh.shared_at
         FROM shortlist_shares sh JOIN shortlists s ON s.id = sh.shortlist_id JOIN users u ON u.id = s.user_id
        WHERE sh.client_id = ? ORDER BY sh.shared_at`,
      [userId],
    );
    const [listedOn] = await em.execute<{ n: number }[]>('SELECT count(*)::int AS n FROM shortlist_executives WHERE executive_id = ?', [userId]);
    if (lists.length + comments.length + sharedWith.length + (listedOn?.n ?? 0) === 0) return undefined;
    return {
      'Your shortlists': lists.map((list) => ({
        Name: list.name,
        Created: isoInstant(list.created_at),
        Executives: entries
          .filter((entry) => entry.shortlist_id === list.id)
          .map((entry) => ({
            Executive: entry.executive || 'An executive no longer listed',
            Added: isoInstant(entry.added_at),
            'Your private note': entry.note,
            'Note last changed': isoInstant(entry.note_updated_at),
          })),
        'Shared with': shares.filter((share) => share.shortlist_id === list.id).map((share) => ({ Colleague: share.colleague, Shared: isoInstant(share.shared_at) })),
      })),
      'Shortlists colleagues shared with you': sharedWith.map((share) => ({ List: share.list, 'Shared by': share.owner, Shared: isoInstant(share.shared_at) })),
      'Your comments on shared shortlists': comments.map((comment) => ({
        List: comment.list,
        Executive: comment.executive || 'An executive no longer listed',
        Comment: comment.body,
        Written: isoInstant(comment.created_at),
      })),
      // Which clients shortlisted an executive is theirs, not the executive's: only how many.
      'Shortlists you are on (as an executive)': listedOn?.n ?? 0,
    };
  },
  async erase(em, { userId }) {
    // Their own lists first: the lists' entries, notes, shares and comments go with them.
    const own = `SELECT id FROM shortlists WHERE user_id = ?`;
    const entriesOf = `SELECT id FROM shortlist_executives WHERE shortlist_id IN (${own}) OR executive_id = ?`;
    await em.execute(`DELETE FROM shortlist_entry_comments WHERE entry_id IN (${entriesOf}) OR author_id = ?`, [userId, userId, userId]);
    await em.execute(`DELETE FROM shortlist_notes WHERE shortlist_executive_id IN (${entriesOf})`, [userId, userId]);
    await em.execute(`DELETE FROM shortlist_executives WHERE shortlist_id IN (${own}) OR executive_id = ?`, [userId, userId]);
    await em.execute(`DELETE FROM shortlist_shares WHERE shortlist_id IN (${own}) OR client_id = ?`, [userId, userId]);
    await em.execute('DELETE FROM shortlists WHERE user_id = ?', [userId]);
  },
});
