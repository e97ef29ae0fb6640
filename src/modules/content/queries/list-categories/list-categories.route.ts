import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { categoryListSchema } from '../../contracts/content.contract.ts';
import { listCategories } from './list-categories.query.ts';

/** GET /api/content/categories: public. */
export const listCategoriesRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/content/categories',
    {
      config: { access: 'public' },
      schema: { tags: ['content'], summary: 'The content categories, by name', response: { 200: categoryListSchema } },
    },
    async (request) => listCategories(request.em),
  );
};
