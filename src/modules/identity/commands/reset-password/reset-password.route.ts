import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authRateLimit } from '../../../../platform/auth/rate-limit.ts';
import { authMessages } from '../../contracts/auth-messages.contract.ts';
import { messageResponseSchema, resetPasswordSchema } from '../../contracts/sign-in.contract.ts';
import { createAccountLockout } from '../../domain/account-lockout.ts';
import { clearSessionCookies } from '../../http/session-cookies.ts';
import { resetPassword } from './reset-password.handler.ts';

/** POST /api/auth/password/reset: the target of the reset form (token from the e-mailed link). */
export const resetPasswordRoutes: FastifyPluginAsyncZod = async (app) => {
  const lockout = createAccountLockout(app.deps.redis, app.deps.config, app.log);
  app.post(
    '/auth/password/reset',
    {
      config: { access: 'public', rateLimit: authRateLimit(app.deps.config) },
      schema: {
        tags: ['identity'],
        summary: 'Set a new password with a reset token',
        body: resetPasswordSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request, reply) => {
      const { email } = await resetPassword(request.em, request.body);
      // Whoever reads the inbox is the owner: a lock-out someone else caused ends with the reset.
      await lockout.reset(email);
      // This browser's session (if any) was ended with the others: the user signs in again.
      clearSessionCookies(request, reply);
      return { message: authMessages.passwordUpdated };
    },
  );
};
