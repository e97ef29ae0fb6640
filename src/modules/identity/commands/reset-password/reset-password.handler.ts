import type { EntityManager } from '../../../../platform/db/orm.ts';
import type { ResetPassword } from '../../contracts/sign-in.contract.ts';
import { InvalidResetTokenError } from '../../domain/identity.errors.ts';
import { hashPassword } from '../../domain/password-hasher.ts';
import { revokeAllSessions } from '../../domain/sessions.ts';
import { User } from '../../domain/user.entity.ts';
import { consumeUserToken } from '../../domain/user-tokens.ts';

/**
 * Sets a new password with a single-use reset token and ends every session of the user: whoever
 * had the old password is signed out everywhere. Following the link also proves the inbox, so an
 * unconfirmed address becomes confirmed.
 * The route then lifts the address's lock-out: the inbox's owner chose this password.
 */
export async function resetPassword(em: EntityManager, input: ResetPassword): Promise<{ email: string }> {
  const passwordHash = await hashPassword(input.password);
  return em.transactional(async (tx) => {
    const userId = await consumeUserToken(tx, input.token, 'password_reset');
    if (!userId) throw new InvalidResetTokenError();
    const user = await tx.findOneOrFail(User, { id: userId });
    user.passwordHash = passwordHash;
    user.emailConfirmedAt ??= new Date();
    await tx.flush();
    await revokeAllSessions(tx, userId, 'password_reset');
    return { email: user.email };
  });
}
