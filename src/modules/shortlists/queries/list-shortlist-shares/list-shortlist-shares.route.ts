import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../../../platform/auth/access.ts';
import { shortlistParamsSchema } from '../../contracts/shortlists.contract.ts';
import { listShortlistSharesResponseSchema } from '../../contracts/shortlist-sharing.contract.ts';
import { listShortlistShares } from './list-shortlist-shares.query.ts';

/** GET /api/shortlists/:id/shares: the owner's list of colleagues who can see the list. */
export const listShortlistSharesRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/shortlists/:id/shares',
    {
      config: { access: ['client'] },
      schema: {
        tags: ['shortlists'],
        summary: 'The colleagues one of your shortlists is shared with',
        params: shortlistParamsSchema,
        response: { 200: listShortlistSharesResponseSchema },
      },
    },
    async (request) => listShortlistShares(request.em, requireUser(request).id, request.params.id),
  );
};
