import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authRateLimit } from '../../../../platform/auth/rate-limit.ts';
import { signInSchema } from '../../contracts/sign-in.contract.ts';
import { sessionSchema } from '../../contracts/session.contract.ts';
import { setSessionCookies, toSessionResponse } from '../../http/session-cookies.ts';
import { loadSessionUser } from '../../queries/get-session/load-session-user.query.ts';
import { signIn } from './sign-in.handler.ts';

/** POST /api/auth/sign-in: sets the access and refresh cookies and answers with the session. */
export const signInRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/sign-in',
    {
      config: { access: 'public', rateLimit: authRateLimit(app.deps.config) },
      schema: { tags: ['identity'], summary: 'Sign in', body: signInSchema, response: { 200: sessionSchema } },
    },
    async (request, reply) => {
      const { userId, session } = await signIn(request.em, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
        refreshTtlSeconds: app.deps.config.auth.refreshTtlSeconds,
      });
      const accessExpiresAt = await setSessionCookies(request, reply, userId, session);
      const user = await loadSessionUser(request.em, userId, session.sessionId, accessExpiresAt);
      return toSessionResponse(user);
    },
  );
};
