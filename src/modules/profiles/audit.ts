import { defineAudit } from '../../platform/audit/audit-trail.ts';

/** The profiles module's staff actions (decision 042): vetting, and the approved executives' CSV. */
export const profilesAudit = defineAudit({
  module: 'Profiles',
  kinds: {
    'profile.approved': 'Approved a profile',
    'profile.rejected': 'Rejected a profile',
    'profile.revoked': "Revoked a profile's approval",
    'export.approved-executives': 'Exported the approved executives (CSV)',
  },
  routes: {
    'POST /api/admin/executives/:id/approve': ['profile.approved'],
    'POST /api/admin/executives/:id/reject': ['profile.rejected'],
    'POST /api/admin/executives/:id/revoke': ['profile.revoked'],
    'GET /api/admin/executives/approved/export': ['export.approved-executives'],
  },
});
