import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../../../platform/auth/access.ts';
import { shortlistParamsSchema } from '../../contracts/shortlists.contract.ts';
import { sharedShortlistResponseSchema } from '../../contracts/shortlist-sharing.contract.ts';
import { getSharedShortlist } from './get-shared-shortlist.query.ts';

/** GET /api/shortlists/shared/:id: a list a colleague shared with the caller, read-only, with the comment threads. */
export const getSharedShortlistRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/shortlists/shared/:id',
    {
      config: { access: ['client'] },
      schema: {
        tags: ['shortlists'],
        summary: 'A shortlist shared with you: its executives and the shared comments, never the owner\'s notes',
        params: shortlistParamsSchema,
        response: { 200: sharedShortlistResponseSchema },
      },
    },
    async (request) => getSharedShortlist(request.em, requireUser(request), request.params.id),
  );
};
