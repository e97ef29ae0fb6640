import type { EntityManager } from '../../../../platform/db/orm.ts';
import type { SignIn } from '../../contracts/sign-in.contract.ts';
import { findUserByEmail } from '../../domain/accounts.ts';
import { EmailNotConfirmedError, InvalidCredentialsError } from '../../domain/identity.errors.ts';
import { verifyAgainstDummy, verifyPassword } from '../../domain/password-hasher.ts';
import { startSession, type IssuedSession } from '../../domain/sessions.ts';

export type SignInOrigin = { ip: string; userAgent: string | null; refreshTtlSeconds: number };

/**
 * Checks the credentials and starts a session. An unknown address still costs one argon2
 * verification and gets the same error as a wrong password. The unconfirmed state is only
 * revealed to someone who knows the password.
 */
export async function signIn(
  em: EntityManager,
  credentials: SignIn,
  origin: SignInOrigin,
): Promise<{ userId: string; session: IssuedSession }> {
  const user = await findUserByEmail(em, credentials.email);
  if (!user) {
    await verifyAgainstDummy(credentials.password);
    throw new InvalidCredentialsError();
  }
  if (!(await verifyPassword(user.passwordHash, credentials.password))) throw new InvalidCredentialsError();
  if (!user.emailConfirmedAt) throw new EmailNotConfirmedError();
  const session = await startSession(em, user.id, origin.refreshTtlSeconds, origin);
  return { userId: user.id, session };
}
