import type { EntityManager } from '../../../../platform/db/orm.ts';
import { ValidationError } from '../../../../platform/errors.ts';
import { securityMessages } from '../../contracts/account-sessions.contract.ts';
import { AccountLockedError, type AccountLockout } from '../../domain/account-lockout.ts';
import { hashPassword, verifyPassword } from '../../domain/password-hasher.ts';
import { revokeAllSessions } from '../../domain/sessions.ts';
import { User } from '../../domain/user.entity.ts';

export type PasswordChange = {
  userId: string;
  email: string;
  /** The session asking: the only one kept. */
  sessionId: string;
  currentPassword: string;
  newPassword: string;
  lockout: AccountLockout;
  knownDevice: boolean;
};

/**
 * A signed-in person sets a new password, proving the current one, and every other session ends:
 * whoever else had the old password, or a browser left signed in, is out. A wrong current password
 * counts toward the account's lock-out like a wrong sign-in (a stolen session cannot guess it
 * faster than sign-in could); answers how many other sessions ended.
 */
export async function changePassword(em: EntityManager, change: PasswordChange): Promise<{ ended: number }> {
  const user = await em.findOneOrFail(User, { id: change.userId });
  const lockedForMs = await change.lockout.lockedForMs(change.email);
  if (lockedForMs > 0 && !change.knownDevice) throw new AccountLockedError(lockedForMs);
  if (!(await verifyPassword(user.passwordHash, change.currentPassword))) {
    await change.lockout.recordFailure(change.email);
    throw new ValidationError(securityMessages.wrongCurrentPassword, { currentPassword: [securityMessages.wrongCurrentPassword] }, 'wrong_password');
  }
  await change.lockout.reset(change.email);
  const passwordHash = await hashPassword(change.newPassword);
  return em.fork().transactional(async (tx) => {
    await tx.nativeUpdate(User, { id: change.userId }, { passwordHash });
    const ended = await revokeAllSessions(tx, change.userId, 'password_changed', change.sessionId);
    return { ended };
  });
}
