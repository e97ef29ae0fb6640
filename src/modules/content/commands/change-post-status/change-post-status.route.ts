import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActorOf } from '../../../../platform/audit/audit-trail.ts';
import { adminPostSchema, changePostStatusSchema, postIdParamsSchema } from '../../contracts/content.contract.ts';
import { PostNotFoundError } from '../../domain/content.errors.ts';
import { findAdminPost } from '../../queries/list-admin-posts/list-admin-posts.query.ts';
import { changePostStatus } from './change-post-status.handler.ts';

/** PATCH /api/admin/content/posts/:id/status: the state machine of section 4 (super admins); 409 for an illegal move. */
export const changePostStatusRoute: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/admin/content/posts/:id/status',
    {
      config: { access: ['super-admin'] },
      schema: {
        tags: ['content'],
        summary: 'Approve, reject, publish or unpublish a post; answers the post as the tab shows it',
        params: postIdParamsSchema,
        body: changePostStatusSchema,
        response: { 200: adminPostSchema },
      },
    },
    async (request) => {
      await changePostStatus(request.em, request.params.id, request.body.status, auditActorOf(request));
      const post = await findAdminPost(request.em, request.params.id);
      if (!post) throw new PostNotFoundError();
      return post;
    },
  );
};
