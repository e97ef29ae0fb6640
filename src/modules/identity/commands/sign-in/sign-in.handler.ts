import type { EntityManager } from '../../../../platform/db/orm.ts';
import type { SignIn } from '../../contracts/sign-in.contract.ts';
import { findUserByEmail } from '../../domain/accounts.ts';
import { AccountLockedError, type AccountLockout } from '../../domain/account-lockout.ts';
import { EmailNotConfirmedError, InvalidCredentialsError } from '../../domain/identity.errors.ts';
import { verifyAgainstDummy, verifyPassword } from '../../domain/password-hasher.ts';
import { startSession, type IssuedSession } from '../../domain/sessions.ts';
import { recordEvents } from '../../../../platform/events/record-event.ts';
import { ExecutiveSignedInForFirstTime, StaffSignedInFromNewBrowser } from '../../contracts/identity-events.contract.ts';
import { sameBrowser } from '../../contracts/user-agent.contract.ts';

export type SignInOrigin = {
  ip: string;
  userAgent: string | null;
  refreshTtlSeconds: number;
  lockout: AccountLockout;
  /** The accounts this browser signed in as before (the signed known-device cookie). */
  knownDeviceUserIds: readonly string[];
};

/**
 * Checks the credentials and starts a session. An unknown address still costs one argon2
 * verification and gets the same error as a wrong password, and locks out exactly like a real
 * one (the lock-out counts by address: decision 041). The unconfirmed state is only revealed to
 * someone who knows the password.
 */
export async function signIn(
  em: EntityManager,
  credentials: SignIn,
  origin: SignInOrigin,
): Promise<{ userId: string; session: IssuedSession }> {
  const { lockout } = origin;
  const user = await findUserByEmail(em, credentials.email);
  const lockedForMs = await lockout.lockedForMs(credentials.email);
  // A browser this account signed in from before still gets its password checked while locked:
  // whoever locks the account cannot keep its owner out of their own browsers.
  const knownDevice = user !== null && origin.knownDeviceUserIds.includes(user.id);
  if (lockedForMs > 0 && !knownDevice) throw new AccountLockedError(lockedForMs);

  const passwordIsRight = user ? await verifyPassword(user.passwordHash, credentials.password) : await verifyAgainstDummy(credentials.password);
  if (!user || !passwordIsRight) {
    const startedLockMs = await lockout.recordFailure(credentials.email);
    if (lockedForMs > 0) throw new AccountLockedError(Math.max(lockedForMs, startedLockMs));
    throw new InvalidCredentialsError();
  }
  await lockout.reset(credentials.email);
  if (!user.emailConfirmedAt) throw new EmailNotConfirmedError();

  const session = await em.fork().transactional(async (tx) => {
    const earlier = await tx.execute<{ user_agent: string | null }[]>(
      'SELECT DISTINCT user_agent FROM sessions WHERE user_id = ?',
      [user.id],
    );
    const started = await startSession(tx, user.id, origin.refreshTtlSeconds, origin);
    // Sessions are kept when revoked or expired, so none before this one means a first sign-in.
    if (user.userType === 'executive' && earlier.length === 0) {
      recordEvents(tx, ExecutiveSignedInForFirstTime.create({ userId: user.id }));
    }
    if (await isStaff(tx, user.id, user.userType)) {
      const seenBefore = earlier.some((row) => sameBrowser(row.user_agent, origin.userAgent));
      if (!seenBefore) recordEvents(tx, StaffSignedInFromNewBrowser.create({ userId: user.id, sessionId: started.sessionId }));
    }
    return started;
  });
  return { userId: user.id, session };
}

/** Super admins and consultants: the accounts whose one password reaches everyone's data. */
async function isStaff(em: EntityManager, userId: string, userType: string | null | undefined): Promise<boolean> {
  if (userType === 'consultant') return true;
  const [row] = await em.execute<{ id: string }[]>('SELECT id FROM admin_users WHERE id = ?', [userId]);
  return row !== undefined;
}
