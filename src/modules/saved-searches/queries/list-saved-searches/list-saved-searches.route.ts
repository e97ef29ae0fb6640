import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../../../platform/auth/access.ts';
import { listSavedSearchesResponseSchema } from '../../contracts/saved-searches.contract.ts';
import { listSavedSearches } from './list-saved-searches.query.ts';

/** GET /api/saved-searches: the signed-in client's own saved searches. */
export const listSavedSearchesRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/saved-searches',
    {
      config: { access: ['client'] },
      schema: { tags: ['saved-searches'], summary: 'Your saved searches, newest first', response: { 200: listSavedSearchesResponseSchema } },
    },
    async (request) => listSavedSearches(request.em, requireUser(request).id),
  );
};
