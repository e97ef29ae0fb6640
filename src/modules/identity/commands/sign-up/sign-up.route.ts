import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authRateLimit } from '../../../../platform/auth/rate-limit.ts';
import { authMessages } from '../../contracts/auth-messages.contract.ts';
import { clientSignUpSchema, executiveSignUpSchema, signUpResponseSchema } from '../../contracts/sign-up.contract.ts';
import { signUp } from './sign-up.handler.ts';

/** POST /api/auth/sign-up/client and /api/auth/sign-up/executive: 201 whether or not the address was new. */
export const signUpRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { access: 'public' as const, rateLimit: authRateLimit(app.deps.config) };
  const response = { 201: signUpResponseSchema };

  app.post(
    '/auth/sign-up/client',
    { config, schema: { tags: ['identity'], summary: 'Client sign-up', body: clientSignUpSchema, response } },
    async (request, reply) => {
      await signUp(request.em, { userType: 'client', form: request.body });
      return reply.status(201).send({ message: authMessages.signUpSucceeded });
    },
  );

  app.post(
    '/auth/sign-up/executive',
    { config, schema: { tags: ['identity'], summary: 'Executive sign-up', body: executiveSignUpSchema, response } },
    async (request, reply) => {
      await signUp(request.em, { userType: 'executive', form: request.body });
      return reply.status(201).send({ message: authMessages.signUpSucceeded });
    },
  );
};
