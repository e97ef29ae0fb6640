import type { EntityManager } from '../../../../platform/db/orm.ts';
import { EDITED_EXCERPT_LENGTH, type EditPost } from '../../contracts/content-form.contract.ts';
import { PostNotFoundError } from '../../domain/content.errors.ts';

/**
 * The admin's edit dialog (spec part 2 sections 4 and 5, call 11): title and content, the excerpt
 * becomes the content's first 160 characters, updated_at is now. The slug stays as it was, so
 * links already shared keep working; the meta fields stay too (decision 016).
 */
export async function editPost(em: EntityManager, postId: string, edit: EditPost, now: Date = new Date()): Promise<void> {
  const rows = await em.execute<{ id: string }[]>(
    'UPDATE content_posts SET title = ?, content = ?, excerpt = ?, updated_at = ? WHERE id = ? RETURNING id',
    [edit.title, edit.content, edit.content.slice(0, EDITED_EXCERPT_LENGTH), now, postId],
  );
  if (rows.length === 0) throw new PostNotFoundError();
}
