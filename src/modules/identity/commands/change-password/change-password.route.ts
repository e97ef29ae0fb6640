import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../../../platform/auth/access.ts';
import { authRateLimit } from '../../../../platform/auth/rate-limit.ts';
import { changePasswordSchema, endedSessionsSchema } from '../../contracts/account-sessions.contract.ts';
import { createAccountLockout } from '../../domain/account-lockout.ts';
import { knownDeviceUserIds } from '../../http/known-device-cookie.ts';
import { changePassword } from './change-password.handler.ts';

/**
 * POST /api/account/password: the Security page's change of password. 200 `{ended}` (the other
 * sessions signed out); 400 `wrong_password` on the current-password field; the per-IP limit and
 * the account lock-out as at sign-in.
 */
export const changePasswordRoutes: FastifyPluginAsyncZod = async (app) => {
  const lockout = createAccountLockout(app.deps.redis, app.deps.config, app.log);
  app.post(
    '/account/password',
    {
      config: { access: 'user', rateLimit: authRateLimit(app.deps.config) },
      schema: { tags: ['identity'], summary: 'Change my password', body: changePasswordSchema, response: { 200: endedSessionsSchema } },
    },
    async (request) => {
      const user = requireUser(request);
      return changePassword(request.em, {
        userId: user.id,
        email: user.email,
        sessionId: user.sessionId,
        currentPassword: request.body.currentPassword,
        newPassword: request.body.password,
        lockout,
        knownDevice: knownDeviceUserIds(request).includes(user.id),
      });
    },
  );
};
