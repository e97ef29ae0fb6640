import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../../../platform/auth/access.ts';
import { accountSessionsSchema } from '../../contracts/account-sessions.contract.ts';
import { listAccountSessions } from './list-sessions.query.ts';

/** GET /api/account/sessions: every live session of the person asking (the Security page). */
export const listSessionsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/account/sessions',
    {
      config: { access: 'user' },
      schema: { tags: ['identity'], summary: 'My active sessions', response: { 200: accountSessionsSchema } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      reply.header('cache-control', 'no-store');
      return { sessions: await listAccountSessions(request.em, user.id, user.sessionId) };
    },
  );
};
