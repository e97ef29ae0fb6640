import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { compareQuerySchema, compareResponseSchema } from '../../contracts/compare.contract.ts';
import { compareExecutives } from './compare-executives.query.ts';

/**
 * GET /api/compare?ids=a,b,c: anyone (decision 021); names only for clients, like the directory
 * card, and only approved leaders.
 */
export const compareExecutivesRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/compare',
    {
      config: { access: 'public' },
      schema: {
        tags: ['profiles'],
        summary: 'Up to three approved leaders side by side, with the values they share',
        querystring: compareQuerySchema,
        response: { 200: compareResponseSchema },
      },
    },
    async (request) => {
      const comparison = await compareExecutives(request.em, request.query.ids, request.currentUser);
      for (const { id } of comparison.executives) app.insights.view(request, 'compare_add', id);
      return comparison;
    },
  );
};
