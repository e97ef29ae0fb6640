import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../../../platform/auth/access.ts';
import { invitationListSchema } from '../../contracts/invitations.contract.ts';
import { listInvitations } from './list-invitations.query.ts';

/** GET /api/invitations: a consultant's own invitations; every invitation for a super admin. */
export const listInvitationsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/invitations',
    {
      config: { access: ['consultant', 'super-admin'] },
      schema: {
        tags: ['invitations'],
        summary: 'Sent invitations, newest first, with the delivery status of each e-mail',
        response: { 200: invitationListSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      // The delivery column changes as the worker runs: never serve it from a cache.
      void reply.header('cache-control', 'no-store');
      return listInvitations(request.em, { id: user.id, isSuperAdmin: user.isSuperAdmin });
    },
  );
};
