import { z } from 'zod';
import { SHORTLIST_COMMENT_MAX, shortlistFieldMessages as m } from './shortlist-messages.contract.ts';

/**
 * The comment thread of one entry of a shared list: seen by the owner and every colleague the list
 * is shared with, unlike the owner's private note.
 */
export const shortlistCommentSchema = z.object({
  id: z.uuid(),
  /** The author's full name (their account is a client at the owner's company). */
  authorName: z.string(),
  /** true for the caller's own comments (the thread marks them 'You'). */
  mine: z.boolean(),
  text: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type ShortlistComment = z.infer<typeof shortlistCommentSchema>;

/** POST /api/shortlists/:id/executives/:entryId/comments: the comment's text, trimmed, non-blank, at most 2000 characters. */
export const postShortlistCommentBodySchema = z.object({
  text: z
    .string({ error: m.commentRequired })
    .trim()
    .min(1, m.commentRequired)
    .max(SHORTLIST_COMMENT_MAX, m.commentTooLong),
});
export type PostShortlistCommentBody = z.input<typeof postShortlistCommentBodySchema>;
