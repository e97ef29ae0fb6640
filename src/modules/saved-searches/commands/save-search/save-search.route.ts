import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../../../platform/auth/access.ts';
import { saveSearchBodySchema, savedSearchSchema } from '../../contracts/saved-searches.contract.ts';
import { saveSearch } from './save-search.handler.ts';

/** POST /api/saved-searches: a client saves the /browse filters with an alert frequency. */
export const saveSearchRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/saved-searches',
    {
      config: { access: ['client'] },
      schema: {
        tags: ['saved-searches'],
        summary: 'Save the current directory filters under a name, with daily or weekly e-mail alerts (25 per client)',
        body: saveSearchBodySchema,
        response: { 201: savedSearchSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await saveSearch(request.em, requireUser(request).id, request.body)),
  );
};
