import type { EntityManager } from '../../../../platform/db/orm.ts';
import type { SignIn } from '../../contracts/sign-in.contract.ts';
import type { SecondFactorSignIn } from '../../contracts/second-factor.contract.ts';
import { findUserByEmail } from '../../domain/accounts.ts';
import { EmailNotConfirmedError, InvalidCredentialsError, InvalidSecondFactorCodeError, SecondFactorChallengeExpiredError } from '../../domain/identity.errors.ts';
import { verifyAgainstDummy, verifyPassword } from '../../domain/password-hasher.ts';
import { startSession, type IssuedSession } from '../../domain/sessions.ts';
import { answerChallenge, countRecoveryCodesLeft, hasSecondFactor, issueChallenge, type SecondFactorMethod } from '../../domain/second-factors.ts';
import { recordSecondFactorEvent, type SecondFactorEventOrigin } from '../../domain/second-factor-events.ts';
import { recordEvents } from '../../../../platform/events/record-event.ts';
import { ExecutiveSignedInForFirstTime } from '../../contracts/identity-events.contract.ts';

export type SignInOrigin = { ip: string; userAgent: string | null; refreshTtlSeconds: number };

export type SignInResult =
  | { kind: 'session'; userId: string; session: IssuedSession }
  | { kind: 'second_factor'; pendingToken: string; expiresAt: Date };

/**
 * Checks the credentials and starts a session, or, for an account with a second factor, answers
 * with a short-lived challenge instead (no session until the code: decision 043). An unknown
 * address still costs one argon2 verification and gets the same error as a wrong password. The
 * unconfirmed state and the second factor are only revealed to someone who knows the password.
 */
export async function signIn(em: EntityManager, credentials: SignIn, origin: SignInOrigin): Promise<SignInResult> {
  const user = await findUserByEmail(em, credentials.email);
  if (!user) {
    await verifyAgainstDummy(credentials.password);
    throw new InvalidCredentialsError();
  }
  if (!(await verifyPassword(user.passwordHash, credentials.password))) throw new InvalidCredentialsError();
  if (!user.emailConfirmedAt) throw new EmailNotConfirmedError();
  if (await hasSecondFactor(em, user.id)) {
    const challenge = await issueChallenge(em, user.id);
    return { kind: 'second_factor', ...challenge };
  }
  return { kind: 'session', userId: user.id, session: await startSignedInSession(em, user.id, user.userType ?? null, origin, null) };
}

/**
 * The second step: the pending token from the password step and a code (TOTP or recovery code).
 * 401 `second_factor_expired` when the challenge is spent, over 5 minutes old or has had 5 wrong
 * codes (the password again, then); 401 `invalid_code` for a wrong, old or already used code.
 */
export async function completeSecondFactorSignIn(
  em: EntityManager,
  key: Buffer,
  answer: SecondFactorSignIn,
  origin: SignInOrigin & { event: SecondFactorEventOrigin },
): Promise<{ userId: string; session: IssuedSession }> {
  const outcome = await answerChallenge(em, key, answer.pendingToken, answer.code);
  if (outcome.kind === 'expired') throw new SecondFactorChallengeExpiredError();
  if (outcome.kind === 'wrong_code') throw new InvalidSecondFactorCodeError(401);
  const [user] = await em.execute<{ user_type: string | null }[]>('SELECT user_type FROM users WHERE id = ?', [outcome.userId]);
  const session = await startSignedInSession(em, outcome.userId, user?.user_type ?? null, origin, outcome.method);
  if (outcome.method === 'recovery_code') {
    const left = await countRecoveryCodesLeft(em, outcome.userId);
    await recordSecondFactorEvent(em, outcome.userId, `signed in with a recovery code (${left} left)`, origin.event, { recoveryCodesLeft: left });
  }
  return { userId: outcome.userId, session };
}

async function startSignedInSession(
  em: EntityManager,
  userId: string,
  userType: string | null,
  origin: SignInOrigin,
  secondFactor: SecondFactorMethod | null,
): Promise<IssuedSession> {
  return em.fork().transactional(async (tx) => {
    // Sessions are kept when revoked or expired, so none before this one means a first sign-in.
    const [earlier] = userType === 'executive' ? await tx.execute<{ id: string }[]>('SELECT id FROM sessions WHERE user_id = ? LIMIT 1', [userId]) : [{ id: '' }];
    const started = await startSession(tx, userId, origin.refreshTtlSeconds, { ...origin, secondFactor });
    if (!earlier) recordEvents(tx, ExecutiveSignedInForFirstTime.create({ userId }));
    return started;
  });
}
