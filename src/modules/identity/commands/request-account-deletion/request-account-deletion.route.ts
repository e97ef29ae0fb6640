import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountDeletionSchema, adminErasureSchema } from '../../contracts/account-deletion.contract.ts';
import { userIdParamsSchema } from '../../contracts/roles.contract.ts';
import { clearSessionCookies } from '../../http/session-cookies.ts';
import { auditActorOf } from '../../../../platform/audit/audit-trail.ts';
import { requestAccountDeletion } from './request-account-deletion.handler.ts';

/**
 * POST /api/account/deletion: anyone signed in deletes their own account (the password asked
 * again, the word typed); 202, the cookies cleared. POST /api/admin/users/{userId}/erasure: a super
 * admin erases an account on a request received by e-mail. Both withdraw the person at once and
 * leave the rest to the worker's erasure job (decision 039). Both ask a session that passed a second
 * factor for a fresh one (step-up: decision 045).
 */
export const requestAccountDeletionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/account/deletion',
    { config: { access: 'user', stepUp: true }, schema: { tags: ['identity'], summary: 'Delete my account', body: accountDeletionSchema } },
    async (request, reply) => {
      await requestAccountDeletion(request.em, app.personalData, request.currentUser!.id, { by: 'owner', password: request.body.password });
      clearSessionCookies(request, reply);
      return reply.status(202).send();
    },
  );

  app.post(
    '/admin/users/:userId/erasure',
    {
      config: { access: ['super-admin'] as const, stepUp: true, accessDeniedMessage: 'You do not have permission to access this admin panel.' },
      schema: { tags: ['identity'], summary: "Erase an account (a request received by e-mail)", params: userIdParamsSchema, body: adminErasureSchema },
    },
    async (request, reply) => {
      const self = request.params.userId === request.currentUser!.id;
      await requestAccountDeletion(request.em, app.personalData, request.params.userId, {
        by: 'super-admin',
        actor: { ...auditActorOf(request), userId: request.currentUser!.id },
        route: request.routeOptions.url ?? request.url,
        method: request.method,
        userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
      });
      if (self) clearSessionCookies(request, reply);
      return reply.status(202).send();
    },
  );
};
