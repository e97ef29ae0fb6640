import type { EntityManager } from '../../../../platform/db/orm.ts';
import { hashSecretToken } from '../../../identity/index.ts';
import { invitationDisplayStatus } from '../../contracts/invitation-status.contract.ts';
import type { InvitationLookup } from '../../contracts/invitations.contract.ts';
import { InvitationTokenInvalidError } from '../../domain/invitations.errors.ts';

/**
 * The invitation behind a link, for the greeting of /auth/complete-profile (spec part 2 section 3).
 * An unknown and a malformed token give the same 404; a real link learns whether it expired or was
 * claimed, so the page can say which.
 */
export async function lookUpInvitation(em: EntityManager, token: string, now: Date = new Date()): Promise<InvitationLookup> {
  const [row] = await em.execute<{ email: string; first_name: string; last_name: string; expires_at: Date; claimed_at: Date | null }[]>(
    `SELECT email, first_name, last_name, expires_at, claimed_at FROM executive_invitations WHERE token_hash = ?`,
    [hashSecretToken(token)],
  );
  if (!row) throw new InvitationTokenInvalidError();
  const expiresAt = new Date(row.expires_at);
  const claimedAt = row.claimed_at ? new Date(row.claimed_at) : null;
  return {
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    expiresAt: expiresAt.toISOString(),
    claimedAt: claimedAt?.toISOString() ?? null,
    status: invitationDisplayStatus({ expiresAt, claimedAt }, now),
  };
}
