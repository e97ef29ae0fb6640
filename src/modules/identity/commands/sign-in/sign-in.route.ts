import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authRateLimit } from '../../../../platform/auth/rate-limit.ts';
import { signInSchema } from '../../contracts/sign-in.contract.ts';
import { sessionSchema } from '../../contracts/session.contract.ts';
import { createAccountLockout } from '../../domain/account-lockout.ts';
import { knownDeviceUserIds, rememberKnownDevice } from '../../http/known-device-cookie.ts';
import { setSessionCookies, toSessionResponse } from '../../http/session-cookies.ts';
import { loadSessionUser } from '../../queries/get-session/load-session-user.query.ts';
import { signIn } from './sign-in.handler.ts';

/**
 * POST /api/auth/sign-in: sets the access and refresh cookies and answers with the session; the
 * browser becomes a known device of the account. 429 `account_locked` with Retry-After while the
 * address is locked out (decision 041), beside the per-IP limit's 429 `rate_limited`.
 */
export const signInRoutes: FastifyPluginAsyncZod = async (app) => {
  const lockout = createAccountLockout(app.deps.redis, app.deps.config, app.log);
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
        lockout,
        knownDeviceUserIds: knownDeviceUserIds(request),
      });
      const accessExpiresAt = await setSessionCookies(request, reply, userId, session);
      rememberKnownDevice(request, reply, userId);
      const user = await loadSessionUser(request.em, userId, session.sessionId, accessExpiresAt);
      return toSessionResponse(user);
    },
  );
};
