import type { EntityManager } from '../../../../platform/db/orm.ts';
import { findAccountEmails } from '../../../identity/index.ts';
import { canResendInvitation, invitationDisplayStatus, mentionsDomainVerification } from '../../contracts/invitation-status.contract.ts';
import type { InvitationDelivery, InvitationList } from '../../contracts/invitations.contract.ts';
import type { InvitationManager } from '../../domain/load-managed-invitation.ts';

type Row = {
  id: string;
  consultant_id: string;
  executive_id: string | null;
  email: string;
  first_name: string;
  last_name: string;
  created_at: Date;
  expires_at: Date;
  claimed_at: Date | null;
  delivery_status: 'sending' | 'sent' | 'failed' | null;
  delivery_detail: Record<string, unknown> | null;
  delivery_sent_at: Date | null;
};

/** How many rows one answer holds; a consultant's list is small, a super admin's is bounded. */
const LIST_LIMIT = 500;

/**
 * 'Sent Invitations': a consultant's own, or every invitation for a super admin, newest first, each
 * with the status of the e-mail that carries its current link, as the worker recorded it in
 * `deliveries` (no row yet: still queued).
 */
export async function listInvitations(em: EntityManager, viewer: InvitationManager, now: Date = new Date()): Promise<InvitationList> {
  const rows = await em.execute<Row[]>(
    `SELECT i.id, i.consultant_id, i.executive_id, i.email, i.first_name, i.last_name, i.created_at, i.expires_at,
       i.claimed_at, d.status AS delivery_status, d.detail AS delivery_detail, d.sent_at AS delivery_sent_at
     FROM executive_invitations i
     LEFT JOIN deliveries d ON d.event_id = i.delivery_event_id AND d.channel = 'email'
     WHERE (?::boolean OR i.consultant_id = ?)
     ORDER BY i.created_at DESC, i.id
     LIMIT ${LIST_LIMIT}`,
    [viewer.isSuperAdmin, viewer.id],
  );
  const consultants = await findAccountEmails(em, rows.map((row) => row.consultant_id));
  return {
    invitations: rows.map((row) => {
      const times = { claimedAt: row.claimed_at, expiresAt: row.expires_at };
      return {
        id: row.id,
        executiveId: row.executive_id,
        email: row.email,
        firstName: row.first_name,
        lastName: row.last_name,
        status: invitationDisplayStatus(times, now),
        createdAt: new Date(row.created_at).toISOString(),
        expiresAt: new Date(row.expires_at).toISOString(),
        claimedAt: row.claimed_at ? new Date(row.claimed_at).toISOString() : null,
        canResend: canResendInvitation(times, now),
        delivery: deliveryOf(row),
        consultant: { id: row.consultant_id, email: consultants.get(row.consultant_id) ?? '' },
      };
    }),
  };
}

function deliveryOf(row: Row): InvitationDelivery {
  const detail = row.delivery_detail ?? {};
  const reason = typeof detail.error === 'string' ? detail.error : null;
  const testMode =
    detail.testMode === true && typeof detail.actualRecipient === 'string'
      ? { originalRecipient: row.email, actualRecipient: detail.actualRecipient }
      : null;
  return {
    status: row.delivery_status === 'sent' ? 'sent' : row.delivery_status === 'failed' ? 'failed' : 'queued',
    reason: row.delivery_status === 'sent' ? null : reason,
    domainVerification: row.delivery_status !== 'sent' && mentionsDomainVerification(reason),
    sentAt: row.delivery_sent_at ? new Date(row.delivery_sent_at).toISOString() : null,
    testMode,
  };
}
