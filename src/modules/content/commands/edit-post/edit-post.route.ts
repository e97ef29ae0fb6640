import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActorOf } from '../../../../platform/audit/audit-trail.ts';
import { editPostSchema } from '../../contracts/content-form.contract.ts';
import { adminPostSchema, postIdParamsSchema } from '../../contracts/content.contract.ts';
import { PostNotFoundError } from '../../domain/content.errors.ts';
import { findAdminPost } from '../../queries/list-admin-posts/list-admin-posts.query.ts';
import { editPost } from './edit-post.handler.ts';

/** PATCH /api/admin/content/posts/:id: title and content (super admins). */
export const editPostRoute: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/admin/content/posts/:id',
    {
      config: { access: ['super-admin'] },
      schema: {
        tags: ['content'],
        summary: "Edit a post's title and content; the excerpt becomes the content's first 160 characters",
        params: postIdParamsSchema,
        body: editPostSchema,
        response: { 200: adminPostSchema },
      },
    },
    async (request) => {
      await editPost(request.em, request.params.id, request.body, auditActorOf(request));
      const post = await findAdminPost(request.em, request.params.id);
      if (!post) throw new PostNotFoundError();
      return post;
    },
  );
};
