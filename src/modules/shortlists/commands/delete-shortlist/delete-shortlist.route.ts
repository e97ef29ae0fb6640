import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../../../platform/auth/access.ts';
import { shortlistParamsSchema } from '../../contracts/shortlists.contract.ts';
import { deleteShortlist } from './delete-shortlist.handler.ts';

/** DELETE /api/shortlists/:id: the owner deletes a list with its entries and notes. */
export const deleteShortlistRoute: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/shortlists/:id',
    {
      config: { access: ['client'] },
      schema: {
        tags: ['shortlists'],
        summary: 'Delete one of your shortlists (404 for a list that is not yours)',
        params: shortlistParamsSchema,
      },
    },
    async (request, reply) => {
      await deleteShortlist(request.em, requireUser(request).id, request.params.id);
      return reply.status(204).send();
    },
  );
};
