import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authRateLimit } from '../../../../platform/auth/rate-limit.ts';
import { invitationLookupSchema, invitationTokenBodySchema } from '../../contracts/invitations.contract.ts';
import { lookUpInvitation } from './look-up-invitation.query.ts';

/**
 * POST /api/invitations/lookup: a query sent as POST so the token stays out of URLs and access logs.
 * Public and limited per IP like the other token endpoints.
 */
export const lookUpInvitationRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/invitations/lookup',
    {
      config: { access: 'public', rateLimit: authRateLimit(app.deps.config) },
      schema: {
        tags: ['invitations'],
        summary: 'The invitation an account-completion link belongs to (404 for an unknown or malformed token)',
        body: invitationTokenBodySchema,
        response: { 200: invitationLookupSchema },
      },
    },
    async (request) => lookUpInvitation(request.em, request.body.token),
  );
};
