import type { AuditActor } from '../../../../platform/audit/audit-trail.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { contentAudit } from '../../audit.ts';
import { PostNotFoundError } from '../../domain/content.errors.ts';

/**
 * Deletes a post and (by the foreign key) its comments (spec part 2 call 12), with its audit row
 * (decision 042: the title and status it had). Its uploaded image stays on disk: decision 016
 * (orphan uploads).
 */
export async function deletePost(em: EntityManager, postId: string, actor: AuditActor): Promise<void> {
  await em.fork().transactional(async (tx) => {
    const rows = await tx.execute<{ id: string; title: string; status: string }[]>('DELETE FROM content_posts WHERE id = ? RETURNING id, title, status', [postId]);
    const [deleted] = rows;
    if (!deleted) throw new PostNotFoundError();
    await contentAudit.record(tx, { kind: 'post.deleted', actor, target: { type: 'post', id: postId, label: deleted.title }, before: { status: deleted.status } });
  });
}
