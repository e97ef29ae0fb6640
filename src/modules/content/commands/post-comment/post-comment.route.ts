import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { postCommentSchema } from '../../contracts/content-form.contract.ts';
import { articleMessages } from '../../contracts/content-messages.contract.ts';
import { commentReceivedSchema, slugParamsSchema } from '../../contracts/content.contract.ts';
import { contentRateLimit } from '../../domain/content-rate-limits.ts';
import { findPublishedPostId } from '../../domain/find-published-post.ts';
import { postComment } from './post-comment.handler.ts';

/**
 * POST /api/content/posts/:slug/comments: public and rate-limited per IP. 201 'Your comment is
 * pending moderation...'; a filled honeypot gets the same answer and is dropped (once the article
 * is known to exist, so the answer tells a bot nothing); 404 for an unknown or unpublished article.
 */
export const postCommentRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/content/posts/:slug/comments',
    {
      config: { access: 'public', rateLimit: contentRateLimit(app.deps.config) },
      schema: {
        tags: ['content'],
        summary: 'Comment on a published article; it shows once a super admin approves it',
        params: slugParamsSchema,
        body: postCommentSchema,
        response: { 201: commentReceivedSchema },
      },
    },
    async (request, reply) => {
      if (request.body.website) {
        await findPublishedPostId(request.em, request.params.slug);
        request.log.info('comment with a filled honeypot: dropped');
      } else {
        const user = request.currentUser;
        const { commentId } = await postComment(request.em, request.params.slug, request.body, user ? { id: user.id, email: user.email } : null);
        request.log.info({ commentId }, 'comment awaiting moderation');
      }
      return reply.status(201).send({ message: articleMessages.commentSubmittedDescription });
    },
  );
};
