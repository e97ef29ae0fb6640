import type { AuditActor } from '../../../../platform/audit/audit-trail.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { commentLabel, contentAudit } from '../../audit.ts';
import { CommentNotFoundError } from '../../domain/content.errors.ts';

/** Deletes a comment outright (spam that should not even stay as rejected), with its audit row (decision 042). */
export async function deleteComment(em: EntityManager, commentId: string, actor: AuditActor): Promise<void> {
  await em.fork().transactional(async (tx) => {
    const [deleted] = await tx.execute<{ status: string; title: string }[]>(
      `DELETE FROM post_comments c USING content_posts p WHERE c.id = ? AND p.id = c.post_id RETURNING c.status, p.title`,
      [commentId],
    );
    if (!deleted) throw new CommentNotFoundError();
    await contentAudit.record(tx, { kind: 'comment.deleted', actor, target: { type: 'comment', id: commentId, label: commentLabel(deleted.title) }, before: { status: deleted.status } });
  });
}
