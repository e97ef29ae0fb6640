import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionSchema } from '../../contracts/session.contract.ts';
import { toSessionResponse } from '../../http/session-cookies.ts';

/** GET /api/session: who is signed in, with the role flags; 200 with `user: null` for visitors. */
export const getSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/session',
    {
      config: { access: 'public', beforeSecondFactor: true },
      schema: { tags: ['identity'], summary: 'The current session', response: { 200: sessionSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return toSessionResponse(request.currentUser);
    },
  );
};
