import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../../../platform/auth/access.ts';
import { listShortlistsQuerySchema, listShortlistsResponseSchema } from '../../contracts/shortlists.contract.ts';
import { listShortlists } from './list-shortlists.query.ts';

/** GET /api/shortlists: the signed-in client's own lists. */
export const listShortlistsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/shortlists',
    {
      config: { access: ['client'] },
      schema: {
        tags: ['shortlists'],
        summary: 'Your shortlists, newest first, with how many executives each holds',
        querystring: listShortlistsQuerySchema,
        response: { 200: listShortlistsResponseSchema },
      },
    },
    async (request) => listShortlists(request.em, requireUser(request).id, request.query.executiveId),
  );
};
