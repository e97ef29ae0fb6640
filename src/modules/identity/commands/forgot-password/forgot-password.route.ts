import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authRateLimit } from '../../../../platform/auth/rate-limit.ts';
import { authMessages } from '../../contracts/auth-messages.contract.ts';
import { forgotPasswordSchema, messageResponseSchema } from '../../contracts/sign-in.contract.ts';
import { requestPasswordReset } from './forgot-password.handler.ts';

/** POST /api/auth/password/forgot: 202 and the same body whether or not the address exists. */
export const forgotPasswordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/password/forgot',
    {
      config: { access: 'public', rateLimit: authRateLimit(app.deps.config) },
      schema: {
        tags: ['identity'],
        summary: 'Send a password reset link',
        body: forgotPasswordSchema,
        response: { 202: messageResponseSchema },
      },
    },
    async (request, reply) => {
      await requestPasswordReset(request.em, request.body.email);
      return reply.status(202).send({ message: authMessages.passwordResetSent });
    },
  );
};
