import type { AuditActor } from '../../../../platform/audit/audit-trail.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { commentLabel, contentAudit } from '../../audit.ts';
import type { ChangeCommentStatus } from '../../contracts/content.contract.ts';
import { CommentNotFoundError } from '../../domain/content.errors.ts';

/**
 * Approve or reject a comment (the moderation queue, beyond the spec). Any status may be set from
 * any other: an admin can take back an approval (the comment disappears from the article) or
 * approve a comment rejected by mistake. The audit row (decision 042) commits with the change.
 */
export async function moderateComment(em: EntityManager, commentId: string, status: ChangeCommentStatus['status'], actor: AuditActor): Promise<void> {
  await em.fork().transactional(async (tx) => {
    const [comment] = await tx.execute<{ status: string; title: string }[]>(
      `SELECT c.status, p.title FROM post_comments c JOIN content_posts p ON p.id = c.post_id WHERE c.id = ? FOR UPDATE OF c`,
      [commentId],
    );
    if (!comment) throw new CommentNotFoundError();
    await tx.execute('UPDATE post_comments SET status = ? WHERE id = ?', [status, commentId]);
    await contentAudit.record(tx, {
      kind: 'comment.moderated',
      actor,
      target: { type: 'comment', id: commentId, label: commentLabel(comment.title) },
      before: { status: comment.status },
      after: { status },
    });
  });
}
