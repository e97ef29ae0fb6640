import type { EntityManager } from '../../../../platform/db/orm.ts';
import { PostNotFoundError } from '../../domain/content.errors.ts';

/**
 * Deletes a post and (by the foreign key) its comments (spec part 2 call 12). Its uploaded image
 * stays on disk: decision 016 (orphan uploads).
 */
export async function deletePost(em: EntityManager, postId: string): Promise<void> {
  const rows = await em.execute<{ id: string }[]>('DELETE FROM content_posts WHERE id = ? RETURNING id', [postId]);
  if (rows.length === 0) throw new PostNotFoundError();
}
