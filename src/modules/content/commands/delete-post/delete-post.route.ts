import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActorOf } from '../../../../platform/audit/audit-trail.ts';
import { postIdParamsSchema } from '../../contracts/content.contract.ts';
import { deletePost } from './delete-post.handler.ts';

/** DELETE /api/admin/content/posts/:id: 204 (super admins); 404 for an unknown id. */
export const deletePostRoute: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/admin/content/posts/:id',
    {
      config: { access: ['super-admin'] },
      schema: { tags: ['content'], summary: 'Delete a post and its comments', params: postIdParamsSchema },
    },
    async (request, reply) => {
      await deletePost(request.em, request.params.id, auditActorOf(request));
      return reply.status(204).send();
    },
  );
};
