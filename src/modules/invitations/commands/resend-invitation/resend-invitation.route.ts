import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../../../platform/auth/access.ts';
import { auditActorOf } from '../../../../platform/audit/audit-trail.ts';
import { invitationParamsSchema, invitationQueuedSchema } from '../../contracts/invitations.contract.ts';
import { invitationCreationRateLimit } from '../../domain/invitation-rate-limits.ts';
import { testModeFor } from '../../domain/test-mode.ts';
import { resendInvitation } from './resend-invitation.handler.ts';

/** POST /api/invitations/:id/resend: 202, a new link is queued; 409 for a claimed or expired invitation. */
export const resendInvitationRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/invitations/:id/resend',
    {
      config: { access: ['consultant', 'super-admin'], rateLimit: invitationCreationRateLimit(app.deps.config) },
      schema: {
        tags: ['invitations'],
        summary: 'Send an open invitation again with a new link (the old link stops working)',
        params: invitationParamsSchema,
        response: { 202: invitationQueuedSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const resent = await resendInvitation(request.em, { id: user.id, isSuperAdmin: user.isSuperAdmin }, request.params.id, auditActorOf(request));
      return reply.status(202).send({
        id: resent.id,
        email: resent.email,
        expiresAt: resent.expiresAt.toISOString(),
        testMode: testModeFor(app.deps.config, resent.email),
      });
    },
  );
};
