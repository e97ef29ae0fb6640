import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../../../platform/auth/access.ts';
import { shortlistExecutivesResponseSchema, shortlistParamsSchema } from '../../contracts/shortlists.contract.ts';
import { listShortlistExecutives } from './list-shortlist-executives.query.ts';

/** GET /api/shortlists/:id/executives: one of the caller's lists with its entries and notes. */
export const listShortlistExecutivesRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/shortlists/:id/executives',
    {
      config: { access: ['client'] },
      schema: {
        tags: ['shortlists'],
        summary: 'The executives on one of your shortlists, newest first, with your private notes',
        description:
          'An executive who is no longer approved stays on the list with available: false and no profile data.',
        params: shortlistParamsSchema,
        response: { 200: shortlistExecutivesResponseSchema },
      },
    },
    async (request) => listShortlistExecutives(request.em, requireUser(request), request.params.id),
  );
};
