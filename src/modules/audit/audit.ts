import { defineAudit } from '../../platform/audit/audit-trail.ts';

/** The Audit tab's own staff action (decision 042): exporting the trail is itself recorded. */
export const auditTrailAudit = defineAudit({
  module: 'Audit trail',
  kinds: { 'export.audit-trail': 'Exported the audit trail (CSV)' },
  routes: { 'GET /api/admin/audit/export': ['export.audit-trail'] },
});
