import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActorOf } from '../../../../platform/audit/audit-trail.ts';
import { postIdParamsSchema } from '../../contracts/content.contract.ts';
import { deleteComment } from './delete-comment.handler.ts';

/** DELETE /api/admin/content/comments/:id: 204 (super admins); 404 for an unknown id. */
export const deleteCommentRoute: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/admin/content/comments/:id',
    {
      config: { access: ['super-admin'] },
      schema: { tags: ['content'], summary: 'Delete a comment', params: postIdParamsSchema },
    },
    async (request, reply) => {
      await deleteComment(request.em, request.params.id, auditActorOf(request));
      return reply.status(204).send();
    },
  );
};
