import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REFRESH_COOKIE } from '../../../../platform/auth/auth-constants.ts';
import { findSessionIdByRefreshToken, revokeSession } from '../../domain/sessions.ts';
import { clearSessionCookies } from '../../http/session-cookies.ts';

/**
 * POST /api/auth/sign-out: ends the session on the server (its refresh family is revoked, and the
 * access token stops working at once because every request checks the session) and clears the
 * cookies. Public, so a browser whose access token already expired can still sign out.
 */
export const signOutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/sign-out',
    { config: { access: 'public', beforeSecondFactor: true }, schema: { tags: ['identity'], summary: 'Sign out' } },
    async (request, reply) => {
      const refreshToken = request.cookies[REFRESH_COOKIE];
      const sessionId =
        request.currentUser?.sessionId ??
        (refreshToken ? await findSessionIdByRefreshToken(request.em, refreshToken) : null);
      if (sessionId) await revokeSession(request.em, sessionId, 'signed_out');
      clearSessionCookies(request, reply);
      return reply.status(204).send();
    },
  );
};
