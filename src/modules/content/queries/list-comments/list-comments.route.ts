import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicCommentListSchema, slugParamsSchema } from '../../contracts/content.contract.ts';
import { listApprovedComments } from './list-comments.query.ts';

/** GET /api/content/posts/:slug/comments: public; approved comments of a published article. */
export const listCommentsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/content/posts/:slug/comments',
    {
      config: { access: 'public' },
      schema: {
        tags: ['content'],
        summary: "A published article's approved comments, oldest first",
        params: slugParamsSchema,
        response: { 200: publicCommentListSchema },
      },
    },
    async (request, reply) => {
      // A comment appears the moment it is approved: no shared cache may hold the list.
      void reply.header('cache-control', 'no-cache');
      return listApprovedComments(request.em, request.params.slug);
    },
  );
};
