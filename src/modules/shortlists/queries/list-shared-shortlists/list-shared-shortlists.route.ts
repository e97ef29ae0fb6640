import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../../../platform/auth/access.ts';
import { listSharedShortlistsResponseSchema } from '../../contracts/shortlist-sharing.contract.ts';
import { listSharedShortlists } from './list-shared-shortlists.query.ts';

/** GET /api/shortlists/shared: the lists colleagues shared with the caller. */
export const listSharedShortlistsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/shortlists/shared',
    {
      config: { access: ['client'] },
      schema: {
        tags: ['shortlists'],
        summary: 'Shortlists colleagues shared with you, most recently shared first',
        response: { 200: listSharedShortlistsResponseSchema },
      },
    },
    async (request) => listSharedShortlists(request.em, requireUser(request).id),
  );
};
