import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../../../platform/auth/access.ts';
import { auditActorOf } from '../../../../platform/audit/audit-trail.ts';
import { inviteExecutiveSchema } from '../../contracts/invitation-form.contract.ts';
import { invitationQueuedSchema } from '../../contracts/invitations.contract.ts';
import { invitationCreationRateLimit } from '../../domain/invitation-rate-limits.ts';
import { testModeFor } from '../../domain/test-mode.ts';
import { inviteExecutive } from './invite-executive.handler.ts';

/** POST /api/invitations: 201 once the invitation is stored and its e-mail queued. */
export const inviteExecutiveRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/invitations',
    {
      config: {
        access: ['consultant', 'super-admin'],
        rateLimit: invitationCreationRateLimit(app.deps.config),
      },
      schema: {
        tags: ['invitations'],
        summary: 'Invite an executive by e-mail (the e-mail is queued; its delivery shows in the list)',
        body: inviteExecutiveSchema,
        response: { 201: invitationQueuedSchema },
      },
    },
    async (request, reply) => {
      const created = await inviteExecutive(request.em, { ...auditActorOf(request), userId: requireUser(request).id }, request.body);
      return reply.status(201).send({
        id: created.id,
        email: created.email,
        expiresAt: created.expiresAt.toISOString(),
        testMode: testModeFor(app.deps.config, created.email),
      });
    },
  );
};
