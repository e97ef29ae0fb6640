import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../../../platform/auth/access.ts';
import { shortlistParamsSchema } from '../../contracts/shortlists.contract.ts';
import { shareShortlistBodySchema, shortlistColleagueSchema } from '../../contracts/shortlist-sharing.contract.ts';
import { shareShortlist } from './share-shortlist.handler.ts';

/** POST /api/shortlists/:id/shares: the owner shares the list with a colleague at their company. */
export const shareShortlistRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/shortlists/:id/shares',
    {
      config: { access: ['client'] },
      schema: {
        tags: ['shortlists'],
        summary: 'Share one of your shortlists with a colleague (a client at your e-mail domain)',
        description:
          'The colleague gets an e-mail and sees the list read-only, with a shared comment thread per executive; your private notes stay private. 422 for an address that is not a confirmed client at your domain, or your own; 409 when already shared or at 20 colleagues.',
        params: shortlistParamsSchema,
        body: shareShortlistBodySchema,
        response: { 201: shortlistColleagueSchema },
      },
    },
    async (request, reply) => {
      const colleague = await shareShortlist(request.em, requireUser(request).id, request.params.id, request.body.email);
      return reply.status(201).send(colleague);
    },
  );
};
