import { defineAudit } from '../../platform/audit/audit-trail.ts';

/**
 * The invitations module's staff actions (decision 042): a consultant's or super admin's invitation
 * and its re-send. The invitee is a person: the row names the invitation by id only.
 */
export const invitationsAudit = defineAudit({
  module: 'Invitations',
  kinds: {
    'invitation.sent': 'Invited an executive',
    'invitation.resent': 'Sent an invitation again',
  },
  routes: {
    'POST /api/invitations': ['invitation.sent'],
    'POST /api/invitations/:id/resend': ['invitation.resent'],
  },
});
