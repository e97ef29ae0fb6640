import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditPageSchema, listAuditEventsQuerySchema } from '../../contracts/audit-trail.contract.ts';
import { listAuditEvents } from './list-audit-events.query.ts';

/** GET /api/admin/audit: the Audit tab's page of staff actions, newest first (super admins). */
export const listAuditEventsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/audit',
    {
      config: { access: ['super-admin'], accessDeniedMessage: 'You do not have permission to access this admin panel.' },
      schema: {
        tags: ['admin'],
        summary: 'Staff actions, newest first: filters by actor, kind, target and dates; `before` = the previous page\'s nextCursor',
        querystring: listAuditEventsQuerySchema,
        response: { 200: auditPageSchema },
      },
    },
    async (request) => {
      const { before, limit, ...filters } = request.query;
      return listAuditEvents(request.em, app.auditTrail, filters, before ?? null, limit);
    },
  );
};
