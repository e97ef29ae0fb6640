import type { EntityManager } from '../../../../platform/db/orm.ts';
import { MemberLinkInvalidError, NotACommunityMemberError } from '../../domain/community.errors.ts';
import { verifyMemberLinkToken } from '../../domain/member-link-token.ts';
import { changePreferences } from '../change-preferences/change-preferences.handler.ts';

/**
 * The one-click unsubscribe of a community e-mail (RFC 8058): withdraws every preference of the
 * token's member, each recorded as withdrawn by 'one-click-unsubscribe'. Idempotent: a second
 * click, or the click of a member who has left, withdraws nothing and still succeeds (a mail
 * client cannot show an error). A malformed or tampered token is a 400.
 */
export async function unsubscribeMember(em: EntityManager, secret: string, token: string, now = new Date()): Promise<{ withdrawn: number }> {
  const memberId = verifyMemberLinkToken(secret, token);
  if (!memberId) throw new MemberLinkInvalidError();
  const [member] = await em.fork().execute<{ id: string }[]>('SELECT id FROM community_members WHERE id = ?', [memberId]);
  if (!member) return { withdrawn: 0 };
  try {
    const { changed } = await changePreferences(em, memberId, { events: false, newsletter: false, discussions: false }, 'one-click-unsubscribe', now);
    return { withdrawn: changed };
  } catch (error) {
    // The member left between the look-up and the lock: nothing left to withdraw.
    if (error instanceof NotACommunityMemberError) return { withdrawn: 0 };
    throw error;
  }
}
