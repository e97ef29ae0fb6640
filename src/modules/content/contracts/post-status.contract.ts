import { z } from 'zod';

/** A post's stored status (spec part 2 section 4). */
export const POST_STATUSES = ['draft', 'pending', 'submitted', 'published', 'rejected'] as const;
export const postStatusSchema = z.enum(POST_STATUSES);
export type PostStatus = z.infer<typeof postStatusSchema>;

/** The badge each status wears (section 4): the Badge component's variants. */
export const POST_STATUS_BADGE: Record<PostStatus, 'secondary' | 'outline' | 'default' | 'destructive'> = {
  draft: 'secondary',
  pending: 'outline',
  submitted: 'outline',
  published: 'default',
  rejected: 'destructive',
};

/**
 * The legal moves (section 4): Approve and Reject from pending or submitted, Publish from draft,
 * Unpublish from published. Everything else is refused (409 from the server).
 */
const LEGAL_TRANSITIONS: Record<PostStatus, readonly PostStatus[]> = {
  draft: ['published'],
  pending: ['published', 'rejected'],
  submitted: ['published', 'rejected'],
  published: ['draft'],
  rejected: [],
};

export function canTransition(from: PostStatus, to: PostStatus): boolean {
  return LEGAL_TRANSITIONS[from].includes(to);
}

/** The admin's action buttons for a post in a status, in the order shown. */
export type PostAction = 'approve' | 'reject' | 'publish' | 'unpublish';
export const POST_ACTION_TARGET: Record<PostAction, PostStatus> = {
  approve: 'published',
  reject: 'rejected',
  publish: 'published',
  unpublish: 'draft',
};
export function actionsFor(status: PostStatus): PostAction[] {
  switch (status) {
    case 'pending':
    case 'submitted':
      return ['approve', 'reject'];
    case 'draft':
      return ['publish'];
    case 'published':
      return ['unpublish'];
    case 'rejected':
      return [];
  }
}

/** Pending in the tab's count: pending or submitted (section 2). */
export function isAwaitingReview(status: PostStatus): boolean {
  return status === 'pending' || status === 'submitted';
}

/** A comment's stored status: created pending; only approved ones are ever shown publicly. */
export const COMMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const commentStatusSchema = z.enum(COMMENT_STATUSES);
export type CommentStatus = z.infer<typeof commentStatusSchema>;
