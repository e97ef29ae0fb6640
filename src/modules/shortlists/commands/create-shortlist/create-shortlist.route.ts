import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../../../platform/auth/access.ts';
import { createShortlistBodySchema, createShortlistResponseSchema } from '../../contracts/shortlists.contract.ts';
import { createShortlist } from './create-shortlist.handler.ts';

/** POST /api/shortlists: a client names a new list (optionally with a first executive on it). */
export const createShortlistRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/shortlists',
    {
      config: { access: ['client'] },
      schema: {
        tags: ['shortlists'],
        summary: 'Create a shortlist; with executiveId, also add that approved executive to it',
        body: createShortlistBodySchema,
        response: { 201: createShortlistResponseSchema },
      },
    },
    async (request, reply) => {
      const created = await createShortlist(request.em, requireUser(request).id, request.body);
      return reply.status(201).send(created);
    },
  );
};
