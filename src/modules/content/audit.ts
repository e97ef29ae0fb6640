import { defineAudit } from '../../platform/audit/audit-trail.ts';

/**
 * The content module's staff actions (decision 042): moderation of posts and comments. A post is
 * labelled by its title (the article's words, kept so the trail reads after a delete); a comment by
 * the title of its article, never its text or its author's name.
 */
export const contentAudit = defineAudit({
  module: 'Content',
  kinds: {
    'post.status-changed': "Changed a post's status (approve, reject, publish, unpublish)",
    'post.edited': 'Edited a post',
    'post.deleted': 'Deleted a post',
    'comment.moderated': 'Approved or rejected a comment',
    'comment.deleted': 'Deleted a comment',
  },
  routes: {
    'PATCH /api/admin/content/posts/:id/status': ['post.status-changed'],
    'PATCH /api/admin/content/posts/:id': ['post.edited'],
    'DELETE /api/admin/content/posts/:id': ['post.deleted'],
    'PATCH /api/admin/content/comments/:id/status': ['comment.moderated'],
    'DELETE /api/admin/content/comments/:id': ['comment.deleted'],
  },
});

/** How a comment is named in the trail: by its article, not by its words or its author. */
export function commentLabel(postTitle: string): string {
  return `Comment on “${postTitle}”`;
}
