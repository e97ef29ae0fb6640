import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listPostsQuerySchema, postPageSchema } from '../../contracts/content.contract.ts';
import { listPublishedPosts } from './list-posts.query.ts';

/** GET /api/content/posts: public; published posts only, 12 a page. */
export const listPostsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/content/posts',
    {
      config: { access: 'public' },
      schema: {
        tags: ['content'],
        summary: 'Published articles, newest first or ranked by the search; filtered by category slug; 12 a page with the total',
        querystring: listPostsQuerySchema,
        response: { 200: postPageSchema },
      },
    },
    async (request) => listPublishedPosts(request.em, request.query),
  );
};
