import type { EntityManager } from '../../../platform/db/orm.ts';
import { findAccountNames } from '../../identity/index.ts';
import type { ShortlistComment } from '../contracts/shortlist-comments.contract.ts';

type CommentRow = { id: string; entry_id: string; author_id: string; body: string; created_at: Date };

/**
 * The shared threads of several entries in two statements (comments, then their authors' names),
 * oldest comment first. Comments whose author's account is gone went with it (ON DELETE CASCADE).
 */
export async function loadEntryComments(
  em: EntityManager,
  entryIds: readonly string[],
  viewerId: string,
): Promise<Map<string, ShortlistComment[]>> {
  const threads = new Map<string, ShortlistComment[]>(entryIds.map((id) => [id, []]));
  if (entryIds.length === 0) return threads;
  const rows = await em.execute<CommentRow[]>(
    `SELECT id, entry_id, author_id, body, created_at FROM shortlist_entry_comments
      WHERE entry_id = ANY(?::uuid[]) ORDER BY created_at, id`,
    [`{${entryIds.join(',')}}`],
  );
  const authors = await findAccountNames(em, rows.map((row) => row.author_id));
  for (const row of rows) {
    threads.get(row.entry_id)?.push({
      id: row.id,
      authorName: authors.get(row.author_id)?.name ?? '',
      mine: row.author_id === viewerId,
      text: row.body,
      createdAt: new Date(row.created_at).toISOString(),
    });
  }
  return threads;
}
