import type { AuditActor } from '../../../../platform/audit/audit-trail.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { recordEvents } from '../../../../platform/events/record-event.ts';
import { contentAudit } from '../../audit.ts';
import { ArticlePublished } from '../../contracts/content-events.contract.ts';
import { canTransition, type PostStatus } from '../../contracts/post-status.contract.ts';
import { IllegalPostTransitionError, PostNotFoundError } from '../../domain/content.errors.ts';

/**
 * A super admin's Approve, Reject, Publish or Unpublish (spec part 2 section 4, call 11): the
 * post is locked, the move checked against canTransition (409 otherwise, so two admins acting at
 * once cannot publish a rejected post), published_at set to now when publishing and cleared for
 * any other target. Publishing records ArticlePublished, which tells the author by e-mail. The
 * move's audit row (decision 042) commits with it.
 */
export async function changePostStatus(em: EntityManager, postId: string, to: PostStatus, actor: AuditActor, now: Date = new Date()): Promise<void> {
  await em.fork().transactional(async (tx) => {
    const [post] = await tx.execute<{ status: PostStatus; title: string }[]>('SELECT status, title FROM content_posts WHERE id = ? FOR UPDATE', [postId]);
    if (!post) throw new PostNotFoundError();
    if (!canTransition(post.status, to)) throw new IllegalPostTransitionError(post.status, to);
    await tx.execute('UPDATE content_posts SET status = ?, published_at = ? WHERE id = ?', [to, to === 'published' ? now : null, postId]);
    if (to === 'published') recordEvents(tx, ArticlePublished.create({ postId }));
    await contentAudit.record(tx, {
      kind: 'post.status-changed',
      actor,
      target: { type: 'post', id: postId, label: post.title },
      before: { status: post.status },
      after: { status: to },
    });
    await tx.flush();
  });
}
