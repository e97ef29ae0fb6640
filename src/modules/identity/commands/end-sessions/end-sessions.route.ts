import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../../../platform/auth/access.ts';
import { NotFoundError } from '../../../../platform/errors.ts';
import { endedSessionsSchema, securityMessages, sessionIdParamsSchema } from '../../contracts/account-sessions.contract.ts';
import { revokeAllSessions, revokeOwnSession } from '../../domain/sessions.ts';
import { clearSessionCookies } from '../../http/session-cookies.ts';

/**
 * DELETE /api/account/sessions/{sessionId}: ends one of the person's sessions (404 for anyone
 * else's, or one already ended); POST /api/account/sessions/end-others: ends all but this one.
 * The ended browsers are signed out on their next request: every request checks its session.
 */
export const endSessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/account/sessions/:sessionId',
    {
      config: { access: 'user' },
      schema: { tags: ['identity'], summary: 'End one of my sessions', params: sessionIdParamsSchema },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const ended = await revokeOwnSession(request.em, user.id, request.params.sessionId, 'ended_by_user');
      if (!ended) throw new NotFoundError(securityMessages.sessionNotFound, 'session_not_found');
      // Ending this browser's own session is signing out.
      if (request.params.sessionId === user.sessionId) clearSessionCookies(request, reply);
      return reply.status(204).send();
    },
  );

  app.post(
    '/account/sessions/end-others',
    {
      config: { access: 'user' },
      schema: { tags: ['identity'], summary: 'End all my other sessions', response: { 200: endedSessionsSchema } },
    },
    async (request) => {
      const user = requireUser(request);
      const ended = await request.em.fork().transactional((tx) => revokeAllSessions(tx, user.id, 'ended_others_by_user', user.sessionId));
      return { ended };
    },
  );
};
