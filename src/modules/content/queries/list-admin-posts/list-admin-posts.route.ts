import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminPostListSchema } from '../../contracts/content.contract.ts';
import { listAdminPosts } from './list-admin-posts.query.ts';

/** GET /api/admin/content/posts: every post with the tab's counts (super admins). */
export const listAdminPostsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/content/posts',
    {
      config: { access: ['super-admin'] },
      schema: {
        tags: ['content'],
        summary: 'Every content post, newest created first, with the Pending and Published counts',
        response: { 200: adminPostListSchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return listAdminPosts(request.em);
    },
  );
};
