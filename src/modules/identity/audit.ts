import { defineAudit } from '../../platform/audit/audit-trail.ts';

/**
 * The identity module's staff actions (decision 042): roles, erasures on request, the clients' CSV,
 * and a super admin's or consultant's own second-factor changes (an authenticator app enrolled or
 * removed, a passkey added or removed: recorded by the handlers for staff only, their routes being
 * open to everyone) and an operator's reset.
 */
export const identityAudit = defineAudit({
  module: 'Identity',
  kinds: {
    'consultant-role.granted': 'Granted the consultant role',
    'consultant-role.revoked': 'Revoked the consultant role',
    'account.erased': 'Erased an account (a request received by e-mail)',
    'export.clients': 'Exported the clients (CSV)',
    'second-factor.enrolled': 'Enrolled a second factor',
    'second-factor.removed': 'Removed a second factor',
    'second-factor.recovery-codes-replaced': 'Replaced their recovery codes',
    'second-factor.reset': "Reset an account's second factors (operator)",
    'passkey.added': 'Added a passkey',
    'passkey.removed': 'Removed a passkey',
  },
  routes: {
    'PUT /api/admin/users/:userId/consultant': ['consultant-role.granted'],
    'DELETE /api/admin/users/:userId/consultant': ['consultant-role.revoked'],
    'POST /api/admin/users/:userId/erasure': ['account.erased'],
    'GET /api/admin/clients/export': ['export.clients'],
  },
});
