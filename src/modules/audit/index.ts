import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listAuditEventsRoute } from './queries/list-audit-events/list-audit-events.route.ts';
import { exportAuditEventsRoute } from './queries/export-audit-events/export-audit-events.route.ts';

/**
 * The audit trail's screens (decision 042): the super admins' Audit tab reads the platform's
 * append-only `audit_events` (written by every module with recordAudit, in its actions' own
 * transactions) through these two routes. The kinds' words come from `app.auditTrail`, the
 * composition root's list of every module's declaration (src/audit-trail.ts). Register with
 * `{ prefix: '/api' }` after `registerAuth`.
 */
export const auditModule: FastifyPluginAsyncZod = async (app) => {
  for (const routes of [listAuditEventsRoute, exportAuditEventsRoute]) {
    await app.register(routes);
  }
};

// Its own staff action's kind (exporting the trail).
export { auditTrailAudit } from './audit.ts';

// What the module counts and reports for insights (decision 050).
export { auditInsights } from './insights.ts';
