import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authRateLimit } from '../../../../platform/auth/rate-limit.ts';
import { confirmEmail } from './confirm-email.handler.ts';

const query = z.object({ token: z.string().max(200).optional() });

/**
 * GET /api/auth/confirm-email?token=...: the link in the confirmation e-mail. It confirms once and
 * sends the browser to the login form of the account's type (spec: /auth/login/{user_type});
 * a bad or spent link lands on /auth/login?confirmation=invalid so the page can offer a resend.
 */
export const confirmEmailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auth/confirm-email',
    {
      config: { access: 'public', rateLimit: authRateLimit(app.deps.config) },
      schema: { tags: ['identity'], summary: 'Confirm an e-mail address (link target)', querystring: query },
    },
    async (request, reply) => {
      const { publicUrl } = app.deps.config.http;
      const result = request.query.token ? await confirmEmail(request.em, request.query.token) : { confirmed: false };
      if (!result.confirmed) return reply.redirect(`${publicUrl}/auth/login?confirmation=invalid`, 303);
      const userType = 'userType' in result && result.userType ? result.userType : 'client';
      return reply.redirect(`${publicUrl}/auth/login/${userType}?confirmed=true`, 303);
    },
  );
};
