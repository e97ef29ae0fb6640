import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authRateLimit } from '../../../../platform/auth/rate-limit.ts';
import { completionMessages } from '../../contracts/invitation-messages.contract.ts';
import { claimInvitationBodySchema, invitationClaimedSchema } from '../../contracts/invitations.contract.ts';
import { claimInvitation } from './claim-invitation.handler.ts';

/**
 * POST /api/invitations/claim: 201 with the account created; 404 unknown token, 410 expired,
 * 409 already claimed (or the address got an account meanwhile).
 */
export const claimInvitationRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/invitations/claim',
    {
      config: { access: 'public', rateLimit: authRateLimit(app.deps.config) },
      schema: {
        tags: ['invitations'],
        summary: "Create the invited executive's account from the link's token and a password",
        body: claimInvitationBodySchema,
        response: { 201: invitationClaimedSchema },
      },
    },
    async (request, reply) => {
      const claimed = await claimInvitation(request.em, request.body.token, request.body.password);
      return reply.status(201).send({
        message: completionMessages.createdTitle,
        email: claimed.email,
        loginPath: '/auth/login/executive',
      });
    },
  );
};
