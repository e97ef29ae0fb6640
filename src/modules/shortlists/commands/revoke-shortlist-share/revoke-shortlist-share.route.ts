import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../../../platform/auth/access.ts';
import { shortlistShareParamsSchema } from '../../contracts/shortlist-sharing.contract.ts';
import { revokeShortlistShare } from './revoke-shortlist-share.handler.ts';

/** DELETE /api/shortlists/:id/shares/:clientId: the owner revokes a colleague's access. */
export const revokeShortlistShareRoute: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/shortlists/:id/shares/:clientId',
    {
      config: { access: ['client'] },
      schema: {
        tags: ['shortlists'],
        summary: "Revoke a colleague's access to one of your shortlists (their past comments stay)",
        params: shortlistShareParamsSchema,
      },
    },
    async (request, reply) => {
      await revokeShortlistShare(request.em, requireUser(request).id, request.params.id, request.params.clientId);
      return reply.status(204).send();
    },
  );
};
