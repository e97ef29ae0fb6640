import { z } from 'zod';
import { defineEvent } from '../../../platform/events/domain-event.ts';

/** A visitor submitted an article: a job e-mails the super admins (title, author, category, a link). */
export const ArticleSubmitted = defineEvent('ArticleSubmitted', 1, z.object({ postId: z.uuid() }));

/** A post became published (approved or published by an admin): a job tells its author when an e-mail is known (given on submission, or the account's). */
export const ArticlePublished = defineEvent('ArticlePublished', 1, z.object({ postId: z.uuid() }));

/** A comment waits for moderation (no e-mail today; the admin tab shows the queue). */
export const CommentPosted = defineEvent('CommentPosted', 1, z.object({ commentId: z.uuid(), postId: z.uuid() }));
