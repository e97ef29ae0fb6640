import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActorOf } from '../../../../platform/audit/audit-trail.ts';
import { adminCommentSchema, changeCommentStatusSchema, postIdParamsSchema } from '../../contracts/content.contract.ts';
import { CommentNotFoundError } from '../../domain/content.errors.ts';
import { findAdminComment } from '../../queries/list-admin-comments/list-admin-comments.query.ts';
import { moderateComment } from './moderate-comment.handler.ts';

/** PATCH /api/admin/content/comments/:id/status: approved or rejected (super admins). */
export const moderateCommentRoute: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/admin/content/comments/:id/status',
    {
      config: { access: ['super-admin'] },
      schema: {
        tags: ['content'],
        summary: 'Approve or reject a comment; answers the comment with its article',
        params: postIdParamsSchema,
        body: changeCommentStatusSchema,
        response: { 200: adminCommentSchema },
      },
    },
    async (request) => {
      await moderateComment(request.em, request.params.id, request.body.status, auditActorOf(request));
      const comment = await findAdminComment(request.em, request.params.id);
      if (!comment) throw new CommentNotFoundError();
      return comment;
    },
  );
};
