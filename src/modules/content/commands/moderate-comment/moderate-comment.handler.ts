import type { EntityManager } from '../../../../platform/db/orm.ts';
import type { ChangeCommentStatus } from '../../contracts/content.contract.ts';
import { CommentNotFoundError } from '../../domain/content.errors.ts';

/**
 * Approve or reject a comment (the moderation queue, beyond the spec). Any status may be set from
 * any other: an admin can take back an approval (the comment disappears from the article) or
 * approve a comment rejected by mistake.
 */
export async function moderateComment(em: EntityManager, commentId: string, status: ChangeCommentStatus['status']): Promise<void> {
  const rows = await em.execute<{ id: string }[]>('UPDATE post_comments SET status = ? WHERE id = ? RETURNING id', [status, commentId]);
  if (rows.length === 0) throw new CommentNotFoundError();
}
