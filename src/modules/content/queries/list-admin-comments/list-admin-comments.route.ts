import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCommentListQuerySchema, adminCommentListSchema } from '../../contracts/content.contract.ts';
import { listAdminComments } from './list-admin-comments.query.ts';

/** GET /api/admin/content/comments: the moderation queue (super admins); `status` defaults to pending. */
export const listAdminCommentsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/content/comments',
    {
      config: { access: ['super-admin'] },
      schema: {
        tags: ['content'],
        summary: 'Comments in one status (pending by default), oldest first, with their article; the pending count',
        querystring: adminCommentListQuerySchema,
        response: { 200: adminCommentListSchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return listAdminComments(request.em, request.query.status);
    },
  );
};
