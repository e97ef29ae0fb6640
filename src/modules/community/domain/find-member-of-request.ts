import type { EntityManager } from '../../../platform/db/orm.ts';
import type { CurrentUser } from '../../../platform/auth/access.ts';
import { MemberLinkInvalidError, MemberLinkOrSessionRequiredError, NotACommunityMemberError } from './community.errors.ts';
import { verifyMemberLinkToken } from './member-link-token.ts';

/** Who a preferences request is about: the link's token, or else the signed-in account. */
export type MemberCaller = { token: string | undefined; user: CurrentUser | null };

/**
 * The member id behind a preferences request. A token, when given, decides (it is the proof, and a
 * member who joined from the form has no account): a bad one is a 400 even for a signed-in caller.
 * Without one, the signed-in account's membership: linked by account, or under the account's
 * address (a member who joined from the form before signing up). Neither: 401. No member: 404.
 */
export async function findMemberOfRequest(em: EntityManager, secret: string, caller: MemberCaller): Promise<string> {
  if (caller.token !== undefined) {
    const memberId = verifyMemberLinkToken(secret, caller.token);
    if (!memberId) throw new MemberLinkInvalidError();
    const [row] = await em.execute<{ id: string }[]>('SELECT id FROM community_members WHERE id = ?', [memberId]);
    if (!row) throw new NotACommunityMemberError();
    return row.id;
  }
  if (!caller.user) throw new MemberLinkOrSessionRequiredError();
  const [row] = await em.execute<{ id: string }[]>(
    'SELECT id FROM community_members WHERE user_id = ? OR lower(email) = lower(?) ORDER BY (user_id = ?) DESC NULLS LAST, created_at LIMIT 1',
    [caller.user.id, caller.user.email, caller.user.id],
  );
  if (!row) throw new NotACommunityMemberError();
  return row.id;
}
