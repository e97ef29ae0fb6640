import type { EntityManager } from '../../../../platform/db/orm.ts';
import { CommentNotFoundError } from '../../domain/content.errors.ts';

/** Deletes a comment outright (spam that should not even stay as rejected). */
export async function deleteComment(em: EntityManager, commentId: string): Promise<void> {
  const rows = await em.execute<{ id: string }[]>('DELETE FROM post_comments WHERE id = ? RETURNING id', [commentId]);
  if (rows.length === 0) throw new CommentNotFoundError();
}
