import type { EntityManager } from '../../../../platform/db/orm.ts';
import { findAccountContact, generateSecretToken, hashSecretToken } from '../../../identity/index.ts';

/** What the invitation e-mail needs: who is invited, by whom, and the link's fresh token. */
export type InvitationEmail = {
  email: string;
  firstName: string;
  lastName: string;
  /** The consultant's first name when their account has one, else their address. */
  consultantName: string;
  consultantEmail: string | null;
  expiresAt: Date;
  /** Only the hash is stored; this value exists in the e-mail alone. */
  token: string;
};

/**
 * Mints the link for the e-mail of one event, at the moment the job really sends it. Returns null
 * when that e-mail must not go out any more: the invitation was claimed, expired or deleted, or a
 * later resend replaced this event (its own job carries the current link), so a late retry never
 * revives an old link. The conditional UPDATE makes the check and the new hash one step.
 */
export async function issueInvitationLink(em: EntityManager, invitationId: string, eventId: string): Promise<InvitationEmail | null> {
  const token = generateSecretToken();
  const [row] = await em.execute<{ email: string; first_name: string; last_name: string; expires_at: Date; consultant_id: string }[]>(
    `UPDATE executive_invitations SET token_hash = ?, updated_at = now()
     WHERE id = ? AND delivery_event_id = ? AND claimed_at IS NULL AND expires_at > now()
     RETURNING email, first_name, last_name, expires_at, consultant_id`,
    [hashSecretToken(token), invitationId, eventId],
  );
  if (!row) return null;
  const consultant = await findAccountContact(em, row.consultant_id);
  return {
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    consultantName: consultant?.firstName ?? consultant?.email ?? 'A TalentLeaders consultant',
    consultantEmail: consultant?.email ?? null,
    expiresAt: new Date(row.expires_at),
    token,
  };
}

/**
 * The address this event's e-mail goes to, or null when it must not go out: the invitation was
 * claimed, expired or deleted, or a later resend replaced this event.
 */
export async function currentInvitationRecipient(em: EntityManager, invitationId: string, eventId: string): Promise<string | null> {
  const [row] = await em.execute<{ email: string }[]>(
    `SELECT email FROM executive_invitations
     WHERE id = ? AND delivery_event_id = ? AND claimed_at IS NULL AND expires_at > now()`,
    [invitationId, eventId],
  );
  return row?.email ?? null;
}
