import type { EntityManager } from '../../../../platform/db/orm.ts';
import type { PublicCommentList } from '../../contracts/content.contract.ts';
import { findPublishedPostId } from '../../domain/find-published-post.ts';

/** The most comments one article shows (a page of comments can come when an article gets this many). */
export const MAX_PUBLIC_COMMENTS = 500;

/**
 * A published article's approved comments, oldest first (spec part 2 call 18), read from the
 * public view, which has neither pending comments nor e-mail addresses.
 */
export async function listApprovedComments(em: EntityManager, slug: string): Promise<PublicCommentList> {
  const postId = await findPublishedPostId(em, slug);
  const rows = await em.execute<{ id: string; content: string; author_name: string; created_at: Date }[]>(
    `SELECT id, content, author_name, created_at FROM post_comments_public WHERE post_id = ? ORDER BY created_at, id LIMIT ?`,
    [postId, MAX_PUBLIC_COMMENTS],
  );
  return {
    comments: rows.map((row) => ({
      id: row.id,
      content: row.content,
      authorName: row.author_name,
      createdAt: new Date(row.created_at).toISOString(),
    })),
  };
}
