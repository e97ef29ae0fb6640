import type { EntityManager } from '../../../../platform/db/orm.ts';
import type { UserType } from '../../contracts/user-types.contract.ts';
import { User } from '../../domain/user.entity.ts';
import { consumeUserToken } from '../../domain/user-tokens.ts';

export type ConfirmEmailResult = { confirmed: true; userType: UserType | null } | { confirmed: false };

/** Confirms the address behind a link once; a used, expired or unknown token confirms nothing. */
export async function confirmEmail(em: EntityManager, token: string): Promise<ConfirmEmailResult> {
  return em.transactional(async (tx) => {
    const userId = await consumeUserToken(tx, token, 'email_confirmation');
    if (!userId) return { confirmed: false as const };
    const user = await tx.findOneOrFail(User, { id: userId });
    user.emailConfirmedAt ??= new Date();
    await tx.flush();
    return { confirmed: true as const, userType: user.userType ?? null };
  });
}
