import { definePersonalData, isoInstant } from '../../platform/personal-data/personal-data.ts';

type InvitationRow = { email: string; first_name: string; last_name: string; status: string; created_at: Date; expires_at: Date; claimed_at: Date | null };

const SENT = 'consultant_id = ?';
const RECEIVED = 'executive_id = ? OR email = ?';

/**
 * Invitations hold what a consultant typed about the executive they invited (address, names, a
 * draft profile), sent and received. Erasing a consultant deletes the invitations they sent (an
 * open one can no longer be claimed: the invitee signs up as anyone does); erasing an executive
 * deletes every invitation addressed to them, claimed or not.
 */
export const invitationsPersonalData = definePersonalData({
  module: 'Invitations',
  covers: {
    executive_invitations: ['consultant_id', 'executive_id', 'email', 'first_name', 'last_name', 'bio', 'phone', 'linkedin_url'],
  },
  async export(em, { userId, email }) {
    const columns = 'email::text AS email, first_name, last_name, status, created_at, expires_at, claimed_at';
    const sent = await em.execute<InvitationRow[]>(`SELECT ${columns} FROM executive_invitations WHERE ${SENT} ORDER BY created_at`, [userId]);
    const received = await em.execute<InvitationRow[]>(`SELECT ${columns} FROM executive_invitations WHERE ${RECEIVED} ORDER BY created_at`, [userId, email]);
    if (sent.length + received.length === 0) return undefined;
    const view = (row: InvitationRow) => ({
      'Sent to': row.email,
      Name: `${row.first_name} ${row.last_name}`,
      Status: row.status,
      Sent: isoInstant(row.created_at),
      Expires: isoInstant(row.expires_at),
      Claimed: isoInstant(row.claimed_at),
    });
    return { 'Invitations you sent': sent.map(view), 'Invitations sent to you': received.map(view) };
  },
  async erase(em, { userId, email }) {
    await em.execute(`DELETE FROM executive_invitations WHERE ${SENT} OR ${RECEIVED}`, [userId, userId, email]);
  },
});
