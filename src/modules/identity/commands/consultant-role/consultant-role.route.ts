import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consultantRoleResponseSchema, userIdParamsSchema } from '../../contracts/roles.contract.ts';
import { auditActorOf } from '../../../../platform/audit/audit-trail.ts';
import { setConsultantRole } from './consultant-role.handler.ts';

/** PUT / DELETE /api/admin/users/{userId}/consultant: a super admin grants or revokes the role. */
export const consultantRoleRoutes: FastifyPluginAsyncZod = async (app) => {
  // A role change asks for a fresh second factor (decision 045).
  const config = { access: ['super-admin'] as const, stepUp: true, accessDeniedMessage: 'You do not have permission to access this admin panel.' };
  const schema = { tags: ['identity'], params: userIdParamsSchema, response: { 200: consultantRoleResponseSchema } };

  app.put('/admin/users/:userId/consultant', { config, schema: { ...schema, summary: 'Grant the consultant role' } }, (request) =>
    setConsultantRole(request.em, request.params.userId, true, auditActorOf(request)),
  );
  app.delete('/admin/users/:userId/consultant', { config, schema: { ...schema, summary: 'Revoke the consultant role' } }, (request) =>
    setConsultantRole(request.em, request.params.userId, false, auditActorOf(request)),
  );
};
