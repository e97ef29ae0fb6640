import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../../../platform/auth/access.ts';
import { savedSearchParamsSchema, savedSearchSchema, updateSavedSearchBodySchema } from '../../contracts/saved-searches.contract.ts';
import { updateSavedSearch } from './update-saved-search.handler.ts';

/** PATCH /api/saved-searches/:id: rename, change frequency, alerts on or off (404 for another's). */
export const updateSavedSearchRoute: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/saved-searches/:id',
    {
      config: { access: ['client'] },
      schema: {
        tags: ['saved-searches'],
        summary: 'Rename one of your saved searches, change its frequency, or turn its alerts on or off',
        params: savedSearchParamsSchema,
        body: updateSavedSearchBodySchema,
        response: { 200: savedSearchSchema },
      },
    },
    async (request) => updateSavedSearch(request.em, requireUser(request).id, request.params.id, request.body),
  );
};
