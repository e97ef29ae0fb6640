import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../../../platform/auth/access.ts';
import {
  addShortlistExecutiveBodySchema,
  addShortlistExecutiveResponseSchema,
  shortlistParamsSchema,
} from '../../contracts/shortlists.contract.ts';
import { addExecutiveToShortlist } from './add-executive-to-shortlist.handler.ts';

/** POST /api/shortlists/:id/executives: 201 with the new entry, 200 with the existing one. */
export const addExecutiveToShortlistRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/shortlists/:id/executives',
    {
      config: { access: ['client'] },
      schema: {
        tags: ['shortlists'],
        summary: 'Add an approved executive to one of your shortlists (never twice: a repeat returns the entry)',
        params: shortlistParamsSchema,
        body: addShortlistExecutiveBodySchema,
        response: { 200: addShortlistExecutiveResponseSchema, 201: addShortlistExecutiveResponseSchema },
      },
    },
    async (request, reply) => {
      const entry = await addExecutiveToShortlist(
        request.em,
        requireUser(request).id,
        request.params.id,
        request.body.executiveId,
      );
      return reply.status(entry.added ? 201 : 200).send(entry);
    },
  );
};
