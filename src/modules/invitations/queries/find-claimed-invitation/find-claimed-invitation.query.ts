import type { EntityManager } from '../../../../platform/db/orm.ts';
import { findAccountContact } from '../../../identity/index.ts';

/** What the consultant's "your invitee joined" e-mail says. */
export type ClaimedInvitationNotice = {
  consultantEmail: string;
  consultantFirstName: string | null;
  inviteeName: string;
  inviteeEmail: string;
  claimedAt: Date;
};

/** A claimed invitation and its consultant's address, or null when either is gone. */
export async function findClaimedInvitation(em: EntityManager, invitationId: string): Promise<ClaimedInvitationNotice | null> {
  const [row] = await em.execute<{ consultant_id: string; first_name: string; last_name: string; email: string; claimed_at: Date | null }[]>(
    `SELECT consultant_id, first_name, last_name, email, claimed_at FROM executive_invitations WHERE id = ?`,
    [invitationId],
  );
  if (!row?.claimed_at) return null;
  const consultant = await findAccountContact(em, row.consultant_id);
  if (!consultant) return null;
  return {
    consultantEmail: consultant.email,
    consultantFirstName: consultant.firstName,
    inviteeName: `${row.first_name} ${row.last_name}`,
    inviteeEmail: row.email,
    claimedAt: new Date(row.claimed_at),
  };
}
