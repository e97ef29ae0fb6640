import type { AuditActor } from '../../../../platform/audit/audit-trail.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { contentAudit } from '../../audit.ts';
import { EDITED_EXCERPT_LENGTH, type EditPost } from '../../contracts/content-form.contract.ts';
import { PostNotFoundError } from '../../domain/content.errors.ts';

/**
 * The admin's edit dialog (spec part 2 sections 4 and 5, call 11): title and content, the excerpt
 * becomes the content's first 160 characters, updated_at is now. The slug stays as it was, so
 * links already shared keep working; the meta fields stay too (decision 016). The audit row
 * (decision 042) keeps the title before and after and whether the text changed, not the text.
 */
export async function editPost(em: EntityManager, postId: string, edit: EditPost, actor: AuditActor, now: Date = new Date()): Promise<void> {
  await em.fork().transactional(async (tx) => {
    const [post] = await tx.execute<{ title: string; content: string }[]>('SELECT title, content FROM content_posts WHERE id = ? FOR UPDATE', [postId]);
    if (!post) throw new PostNotFoundError();
    await tx.execute('UPDATE content_posts SET title = ?, content = ?, excerpt = ?, updated_at = ? WHERE id = ?', [
      edit.title,
      edit.content,
      edit.content.slice(0, EDITED_EXCERPT_LENGTH),
      now,
      postId,
    ]);
    await contentAudit.record(tx, {
      kind: 'post.edited',
      actor,
      target: { type: 'post', id: postId, label: edit.title },
      before: { title: post.title },
      after: { title: edit.title, contentChanged: post.content !== edit.content },
    });
  });
}
