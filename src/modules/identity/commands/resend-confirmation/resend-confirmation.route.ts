import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authRateLimit } from '../../../../platform/auth/rate-limit.ts';
import { authMessages } from '../../contracts/auth-messages.contract.ts';
import { messageResponseSchema, resendConfirmationSchema } from '../../contracts/sign-in.contract.ts';
import { resendConfirmation } from './resend-confirmation.handler.ts';

/** POST /api/auth/confirm-email/resend: the same 202 answer whether or not the address exists. */
export const resendConfirmationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/confirm-email/resend',
    {
      config: { access: 'public', rateLimit: authRateLimit(app.deps.config) },
      schema: {
        tags: ['identity'],
        summary: 'Send the confirmation link again',
        body: resendConfirmationSchema,
        response: { 202: messageResponseSchema },
      },
    },
    async (request, reply) => {
      await resendConfirmation(request.em, request.body.email);
      return reply.status(202).send({ message: authMessages.confirmationResent });
    },
  );
};
