import type { EntityManager } from '../../../../platform/db/orm.ts';
import { communityPersonalData } from '../../personal-data.ts';

/**
 * A member leaves: the membership is erased exactly as an account's erasure erases it (the
 * module's `communityPersonalData.erase`: the member row, its consent records with it), so leaving
 * and erasure can never differ in what they keep. Idempotent: a member already gone is a no-op.
 * A Slack invite still queued finds no member and sends nothing; the Slack account, if any, is
 * Slack's (decision 036), which the page says.
 */
export async function leaveCommunity(em: EntityManager, memberId: string): Promise<{ left: boolean }> {
  return em.fork().transactional(async (tx) => {
    const [member] = await tx.execute<{ user_id: string | null; email: string }[]>('SELECT user_id, email FROM community_members WHERE id = ? FOR UPDATE', [memberId]);
    if (!member) return { left: false };
    // A member without an account is known by their address alone; the nil id matches no account.
    await communityPersonalData.erase(tx, { userId: member.user_id ?? '00000000-0000-0000-0000-000000000000', email: member.email });
    return { left: true };
  });
}
