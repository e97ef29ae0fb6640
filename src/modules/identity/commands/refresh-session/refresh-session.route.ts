import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REFRESH_COOKIE } from '../../../../platform/auth/auth-constants.ts';
import { sessionSchema } from '../../contracts/session.contract.ts';
import { InvalidRefreshTokenError } from '../../domain/identity.errors.ts';
import { rotateRefreshToken } from '../../domain/sessions.ts';
import { clearSessionCookies, setSessionCookies, toSessionResponse } from '../../http/session-cookies.ts';
import { loadSessionUser } from '../../queries/get-session/load-session-user.query.ts';

/**
 * POST /api/auth/refresh: trades the refresh cookie for a new one and a new access token. A reused
 * refresh token revokes its whole session (see domain/sessions.ts) and answers 401.
 */
export const refreshSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/refresh',
    {
      config: { access: 'public', beforeSecondFactor: true },
      schema: { tags: ['identity'], summary: 'Rotate the refresh token', response: { 200: sessionSchema } },
    },
    async (request, reply) => {
      const token = request.cookies[REFRESH_COOKIE];
      const result = token
        ? await rotateRefreshToken(request.em, token, app.deps.config.auth.refreshTtlSeconds)
        : { kind: 'invalid' as const };
      if (result.kind !== 'rotated') {
        if (result.kind === 'reused') request.log.warn({ userId: result.userId }, 'refresh token reused: session revoked');
        clearSessionCookies(request, reply);
        throw new InvalidRefreshTokenError();
      }
      const accessExpiresAt = await setSessionCookies(request, reply, result.userId, result.session);
      const user = await loadSessionUser(request.em, result.userId, result.session.sessionId, accessExpiresAt);
      if (!user) throw new InvalidRefreshTokenError();
      return toSessionResponse(user);
    },
  );
};
