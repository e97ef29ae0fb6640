import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../../../platform/auth/access.ts';
import { savedSearchParamsSchema } from '../../contracts/saved-searches.contract.ts';
import { deleteSavedSearch } from './delete-saved-search.handler.ts';

/** DELETE /api/saved-searches/:id: 204; 404 for a search that is not yours. */
export const deleteSavedSearchRoute: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/saved-searches/:id',
    {
      config: { access: ['client'] },
      schema: { tags: ['saved-searches'], summary: 'Delete one of your saved searches', params: savedSearchParamsSchema },
    },
    async (request, reply) => {
      await deleteSavedSearch(request.em, requireUser(request).id, request.params.id);
      return reply.status(204).send();
    },
  );
};
