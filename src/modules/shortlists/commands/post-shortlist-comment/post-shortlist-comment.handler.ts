import { randomUUID } from 'node:crypto';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { findAccountNames } from '../../../identity/index.ts';
import type { ShortlistComment } from '../../contracts/shortlist-comments.contract.ts';
import { loadReadableEntry } from '../../domain/readable-shortlists.ts';

/**
 * Adds a comment to an entry's shared thread. The owner and every colleague the list is shared
 * with may comment; anyone else gets the same 404 as for a missing list.
 */
export async function postShortlistComment(
  em: EntityManager,
  authorId: string,
  shortlistId: string,
  entryId: string,
  body: string,
): Promise<ShortlistComment> {
  return em.fork().transactional(async (tx) => {
    await loadReadableEntry(tx, authorId, shortlistId, entryId);
    const [row] = await tx.execute<{ id: string; created_at: Date }[]>(
      `INSERT INTO shortlist_entry_comments (id, entry_id, author_id, body, created_at) VALUES (?, ?, ?, ?, clock_timestamp())
       RETURNING id, created_at`,
      [randomUUID(), entryId, authorId, body.trim()],
    );
    const author = (await findAccountNames(tx, [authorId])).get(authorId);
    return { id: row!.id, authorName: author?.name ?? '', mine: true, text: body.trim(), createdAt: new Date(row!.created_at).toISOString() };
  });
}
