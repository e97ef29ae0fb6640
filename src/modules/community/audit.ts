import { defineAudit } from '../../platform/audit/audit-trail.ts';

/**
 * The community module's staff actions (decision 042): the admin's request for Slack invites (one
 * row per member queued; the member is a person, named by id only) and the members' CSV.
 */
export const communityAudit = defineAudit({
  module: 'Community',
  kinds: {
    'slack-invite.requested': 'Asked for a Slack invite',
    'export.community-members': 'Exported the community members (CSV)',
  },
  routes: {
    'POST /api/admin/community/slack-invites': ['slack-invite.requested'],
    'GET /api/admin/community/members/export': ['export.community-members'],
  },
});
