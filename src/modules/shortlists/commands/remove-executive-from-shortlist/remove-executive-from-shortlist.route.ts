import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../../../platform/auth/access.ts';
import { shortlistEntryParamsSchema } from '../../contracts/shortlists.contract.ts';
import { removeExecutiveFromShortlist } from './remove-executive-from-shortlist.handler.ts';

/** DELETE /api/shortlists/:id/executives/:entryId: the owner removes an entry and its note. */
export const removeExecutiveFromShortlistRoute: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/shortlists/:id/executives/:entryId',
    {
      config: { access: ['client'] },
      schema: {
        tags: ['shortlists'],
        summary: 'Remove an executive (by entry id) from one of your shortlists',
        params: shortlistEntryParamsSchema,
      },
    },
    async (request, reply) => {
      const { id, entryId } = request.params;
      await removeExecutiveFromShortlist(request.em, requireUser(request).id, id, entryId);
      return reply.status(204).send();
    },
  );
};
