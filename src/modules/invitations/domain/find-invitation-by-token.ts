import type { EntityManager } from '../../../platform/db/orm.ts';
import { hashSecretToken } from '../../identity/index.ts';
import { ExecutiveInvitation } from './executive-invitation.entity.ts';
import { InvitationClaimedError, InvitationExpiredError, InvitationTokenInvalidError } from './invitations.errors.ts';

/**
 * The invitation a link's token belongs to, refusing a spent one: unknown and malformed tokens get
 * the same error (a malformed one is simply never found), expired and claimed ones their own, since
 * whoever holds a real link may know what became of it.
 */
export async function findInvitationByToken(em: EntityManager, token: string, now: Date) {
  const invitation = await em.findOne(ExecutiveInvitation, { tokenHash: hashSecretToken(token) });
  if (!invitation) throw new InvitationTokenInvalidError();
  if (invitation.claimedAt) throw new InvitationClaimedError();
  if (invitation.expiresAt.getTime() <= now.getTime()) throw new InvitationExpiredError();
  return invitation;
}
