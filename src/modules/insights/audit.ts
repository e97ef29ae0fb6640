import { defineAudit } from '../../platform/audit/audit-trail.ts';

/** The Marketplace tab's staff action (decision 042): exporting one of its tables is recorded. */
export const insightsAudit = defineAudit({
  module: 'Insights',
  kinds: { 'export.marketplace': 'Exported a Marketplace table (CSV)' },
  routes: { 'GET /api/admin/marketplace/:report/export': ['export.marketplace'] },
});
