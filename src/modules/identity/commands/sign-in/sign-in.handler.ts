import type { EntityManager } from '../../../../platform/db/orm.ts';
import type { SignIn } from '../../contracts/sign-in.contract.ts';
import { findUserByEmail } from '../../domain/accounts.ts';
import { EmailNotConfirmedError, InvalidCredentialsError } from '../../domain/identity.errors.ts';
import { verifyAgainstDummy, verifyPassword } from '../../domain/password-hasher.ts';
import { startSession, type IssuedSession } from '../../domain/sessions.ts';
import { recordEvents } from '../../../../platform/events/record-event.ts';
import { ExecutiveSignedInForFirstTime } from '../../contracts/identity-events.contract.ts';

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
  const session = await em.fork().transactional(async (tx) => {
    // Sessions are kept when revoked or expired, so none before this one means a first sign-in.
    const [earlier] =
      user.userType === 'executive' ? await tx.execute<{ id: string }[]>('SELECT id FROM sessions WHERE user_id = ? LIMIT 1', [user.id]) : [{ id: '' }];
    const started = await startSession(tx, user.id, origin.refreshTtlSeconds, origin);
    if (!earlier) recordEvents(tx, ExecutiveSignedInForFirstTime.create({ userId: user.id }));
    return started;
  });
  return { userId: user.id, session };
}
