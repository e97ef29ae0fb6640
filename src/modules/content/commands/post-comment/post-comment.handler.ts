import { randomUUID } from 'node:crypto';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { ValidationError } from '../../../../platform/errors.ts';
import { recordEvents } from '../../../../platform/events/record-event.ts';
import type { PostComment as PostCommentForm } from '../../contracts/content-form.contract.ts';
import { CommentPosted } from '../../contracts/content-events.contract.ts';
import { articleMessages, contentFieldMessages } from '../../contracts/content-messages.contract.ts';
import type { CommentStatus } from '../../contracts/post-status.contract.ts';
import { PostComment } from '../../domain/content-post.entity.ts';
import { findPublishedPostId } from '../../domain/find-published-post.ts';

/** A signed-in commenter: labelled 'User' + the first 8 characters of the id; the account's e-mail is used. */
export type Commenter = { id: string; email: string };

/**
 * A comment on a published article (spec part 2 sections 5 and 6, call 19), stored pending: it
 * shows only once a super admin approves it. Anonymous visitors must give a name and an e-mail
 * (400 with the field messages otherwise); a signed-in commenter's label and account e-mail are
 * used whatever the form says. `status` and `now` are for the dev seed.
 */
export async function postComment(
  em: EntityManager,
  slug: string,
  form: PostCommentForm,
  commenter: Commenter | null,
  options: { status?: CommentStatus; now?: Date } = {},
): Promise<{ commentId: string }> {
  const author = commenter
    ? { name: articleMessages.signedInCommenter(commenter.id), email: commenter.email, id: commenter.id }
    : anonymousAuthor(form);
  return em.fork().transactional(async (tx) => {
    const postId = await findPublishedPostId(tx, slug);
    const commentId = randomUUID();
    tx.create(PostComment, {
      id: commentId,
      postId,
      content: form.content,
      authorName: author.name,
      authorEmail: author.email,
      authorId: author.id,
      status: options.status ?? 'pending',
      createdAt: options.now ?? new Date(),
    });
    recordEvents(tx, CommentPosted.create({ commentId, postId }));
    await tx.flush();
    return { commentId };
  });
}

function anonymousAuthor(form: PostCommentForm): { name: string; email: string; id: null } {
  const errors: Record<string, string[]> = {};
  if (!form.authorName) errors.authorName = [contentFieldMessages.commentNameRequired];
  if (!form.authorEmail) errors.authorEmail = [contentFieldMessages.commentEmailInvalid];
  if (!form.authorName || !form.authorEmail) {
    throw new ValidationError(Object.values(errors)[0]?.[0] ?? contentFieldMessages.commentNameRequired, errors);
  }
  return { name: form.authorName, email: form.authorEmail, id: null };
}
