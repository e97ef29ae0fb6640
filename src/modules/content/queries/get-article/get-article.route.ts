import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { articleSchema, slugParamsSchema } from '../../contracts/content.contract.ts';
import { getPublishedArticle } from './get-article.query.ts';

/** GET /api/content/posts/:slug: public; a published article, else 404 'Article not found'. */
export const getArticleRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/content/posts/:slug',
    {
      config: { access: 'public' },
      schema: {
        tags: ['content'],
        summary: 'One published article with its meta fields and approved comment count',
        params: slugParamsSchema,
        response: { 200: articleSchema },
      },
    },
    async (request) => getPublishedArticle(request.em, request.params.slug),
  );
};
