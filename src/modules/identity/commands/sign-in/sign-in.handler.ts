import type { EntityManager } from '../../../../platform/db/orm.ts';
import type { SignIn } from '../../contracts/sign-in.contract.ts';
import type { SecondFactorSignIn } from '../../contracts/second-factor.contract.ts';
import { findUserByEmail } from '../../domain/accounts.ts';
import { AccountLockedError, guardSecret, type AccountLockout } from '../../domain/account-lockout.ts';
import {
  EmailNotConfirmedError,
  InvalidCredentialsError,
  InvalidSecondFactorCodeError,
  PasskeyConflictError,
  PasskeyRefusedError,
  SecondFactorChallengeExpiredError,
} from '../../domain/identity.errors.ts';
import { verifyAgainstDummy, verifyPassword } from '../../domain/password-hasher.ts';
import { startSession, type IssuedSession } from '../../domain/sessions.ts';
import {
  answerChallengeWith,
  challengeAccount,
  countRecoveryCodesLeft,
  issueChallenge,
  pendingChallengeUser,
  secondFactorKinds,
  spendSecondFactorCode,
  type SecondFactorKind,
  type SecondFactorMethod,
} from '../../domain/second-factors.ts';
import { checkPasskeyAssertion, passkeyAssertionOptions, passkeySignInOptions, type AssertionOutcome, type RelyingParty } from '../../domain/passkeys.ts';
import type { PasskeyAssertion, PasskeyOptions } from '../../contracts/passkeys.contract.ts';
import { recordSecondFactorEvent, type SecondFactorEventOrigin } from '../../domain/second-factor-events.ts';
import { announceSecondFactorChange } from '../../domain/second-factor-change-notice.ts';
import { recordEvents } from '../../../../platform/events/record-event.ts';
import { ExecutiveSignedInForFirstTime, StaffSignedInFromNewBrowser } from '../../contracts/identity-events.contract.ts';
import { sameBrowser } from '../../contracts/user-agent.contract.ts';

/** Where a session starts from: what the session row keeps and the new-browser check compares. */
export type SessionOrigin = { ip: string; userAgent: string | null; refreshTtlSeconds: number };

export type SignInOrigin = SessionOrigin & {
  lockout: AccountLockout;
  /** The accounts this browser signed in as before (the signed known-device cookie). */
  knownDeviceUserIds: readonly string[];
};

export type SignInResult =
  | { kind: 'session'; userId: string; session: IssuedSession }
  | { kind: 'second_factor'; pendingToken: string; expiresAt: Date; methods: SecondFactorKind[] };

/**
 * Checks the credentials and starts a session, or, for an account with a second factor, answers
 * with a short-lived challenge instead (no session until the code: decision 043). An unknown
 * address still costs one argon2 verification and gets the same error as a wrong password, and
 * locks out exactly like a real one (the lock-out counts by address: decision 041). The
 * unconfirmed state and the second factor are only revealed to someone who knows the password.
 */
export async function signIn(em: EntityManager, credentials: SignIn, origin: SignInOrigin): Promise<SignInResult> {
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
  if (!user.emailConfirmedAt) throw new EmailNotConfirmedError();
  const methods = await secondFactorKinds(em, user.id);
  if (methods.length > 0) {
    // The count starts over only when the code is right too: otherwise someone holding the
    // password could wipe the wrong codes they counted by typing it again (decision 041).
    const challenge = await issueChallenge(em, user.id);
    return { kind: 'second_factor', ...challenge, methods };
  }
  await lockout.reset(credentials.email);
  return { kind: 'session', userId: user.id, session: await startSignedInSession(em, user.id, user.userType ?? null, origin, null) };
}

/**
 * The second step: the pending token from the password step and a code (TOTP or recovery code) or
 * a passkey's answer (decision 044). 401 `second_factor_expired` when the challenge is spent, over
 * 5 minutes old or has had 5 wrong answers (the password again, then); 401 `invalid_code` for a
 * wrong, old or already used code; 401 `passkey_*` for a passkey's answer that did not hold (each
 * counts as a wrong answer, toward the challenge's 5 and the account's lock-out); 429
 * `account_locked` once wrong codes and passwords together lock the account.
 */
export async function completeSecondFactorSignIn(
  em: EntityManager,
  key: Buffer,
  rp: RelyingParty,
  answer: SecondFactorSignIn,
  origin: SignInOrigin & { event: SecondFactorEventOrigin },
): Promise<{ userId: string; session: IssuedSession }> {
  // Wrong codes count toward the account's lock-out like wrong passwords, and a locked account
  // takes no code either, except from a browser it signed in from before (decision 041).
  const account = await challengeAccount(em, answer.pendingToken);
  if (!account) throw new SecondFactorChallengeExpiredError();
  const guard = guardSecret(origin.lockout, account.email, origin.knownDeviceUserIds.includes(account.userId));
  await guard.beforeCheck();

  let passkeyOutcome: AssertionOutcome | null = null;
  const outcome = await answerChallengeWith(em, answer.pendingToken, async (tx, userId) => {
    if ('code' in answer) return spendSecondFactorCode(tx, key, userId, answer.code);
    passkeyOutcome = await checkPasskeyAssertion(tx, rp, { userId, purpose: 'second-factor', ...answer.passkey });
    return passkeyOutcome.kind === 'passed' ? 'passkey' : null;
  });
  if (outcome.kind === 'expired') throw new SecondFactorChallengeExpiredError();
  if (outcome.kind === 'wrong_code') {
    await guard.wrongSecret();
    const refused = passkeyOutcome as Exclude<AssertionOutcome, { kind: 'passed' }> | null;
    if (refused === null) throw new InvalidSecondFactorCodeError(401);
    throw PasskeyRefusedError.of(refused.kind, 401);
  }
  await origin.lockout.reset(account.email);
  const [user] = await em.execute<{ user_type: string | null }[]>('SELECT user_type FROM users WHERE id = ?', [outcome.userId]);
  const session = await startSignedInSession(em, outcome.userId, user?.user_type ?? null, origin, outcome.method);
  if (outcome.method === 'recovery_code') {
    await em.fork().transactional(async (tx) => {
      const left = await countRecoveryCodesLeft(tx, outcome.userId);
      await recordSecondFactorEvent(tx, outcome.userId, `signed in with a recovery code (${left} left)`, origin.event, { recoveryCodesLeft: left });
      announceSecondFactorChange(tx, outcome.userId, 'recovery-code-used', session.sessionId);
    });
  }
  return { userId: outcome.userId, session };
}

/**
 * Options for the second step's passkey: the pending user's passkeys (decision 044). The pending
 * token is not spent (the answer comes with it). 401 `second_factor_expired` when it is no longer
 * live, 409 `no_passkey` when the account has no passkey.
 */
export async function secondFactorPasskeyOptions(em: EntityManager, rp: RelyingParty, pendingToken: string): Promise<PasskeyOptions> {
  const userId = await pendingChallengeUser(em, pendingToken);
  if (userId === null) throw new SecondFactorChallengeExpiredError();
  const options = await passkeyAssertionOptions(em, rp, { userId, purpose: 'second-factor' });
  if (options === null) throw new PasskeyConflictError('no_passkey');
  return options;
}

/** Options for signing in with a passkey alone (no address typed): nobody is known yet. */
export async function beginPasskeySignIn(em: EntityManager, rp: RelyingParty): Promise<PasskeyOptions> {
  return passkeySignInOptions(em, rp);
}

/**
 * Signs in with a passkey alone (a discoverable credential: decision 044). The passkey is both
 * factors at once (something held, unlocked by the person's fingerprint, face or PIN: user
 * verification is required), so the session counts as verified by it. 401 `passkey_unknown` when
 * no account has that credential (or the account is being deleted), `passkey_failed` or
 * `passkey_challenge_expired` when the answer does not hold; 403 `email_not_confirmed` as for a password.
 */
export async function completePasskeySignIn(
  em: EntityManager,
  rp: RelyingParty,
  answer: PasskeyAssertion,
  origin: SessionOrigin,
): Promise<{ userId: string; session: IssuedSession }> {
  const outcome = await checkPasskeyAssertion(em, rp, { userId: null, purpose: 'sign-in', ...answer });
  if (outcome.kind !== 'passed') throw PasskeyRefusedError.of(outcome.kind, 401);
  const [user] = await em.execute<{ user_type: string | null; email_confirmed_at: Date | null; deletion_requested_at: Date | null }[]>(
    'SELECT user_type, email_confirmed_at, deletion_requested_at FROM users WHERE id = ?',
    [outcome.userId],
  );
  if (!user || user.deletion_requested_at) throw new PasskeyRefusedError('passkey_unknown', 401);
  if (!user.email_confirmed_at) throw new EmailNotConfirmedError();
  const session = await startSignedInSession(em, outcome.userId, user.user_type, origin, 'passkey');
  return { userId: outcome.userId, session };
}

/**
 * Starts the session (with how its second factor was passed), and records what a sign-in sets
 * off: an executive's first (community enrolment), a staff member's from a browser none of their
 * sessions had (the new-browser e-mail: decision 041).
 */
export async function startSignedInSession(
  em: EntityManager,
  userId: string,
  userType: string | null,
  origin: SessionOrigin,
  secondFactor: SecondFactorMethod | null,
): Promise<IssuedSession> {
  return em.fork().transactional(async (tx) => {
    const earlier = await tx.execute<{ user_agent: string | null }[]>('SELECT DISTINCT user_agent FROM sessions WHERE user_id = ?', [userId]);
    const started = await startSession(tx, userId, origin.refreshTtlSeconds, { ip: origin.ip, userAgent: origin.userAgent, secondFactor });
    // Sessions are kept when revoked or expired, so none before this one means a first sign-in.
    if (userType === 'executive' && earlier.length === 0) recordEvents(tx, ExecutiveSignedInForFirstTime.create({ userId }));
    if (await isStaff(tx, userId, userType)) {
      const seenBefore = earlier.some((row) => sameBrowser(row.user_agent, origin.userAgent));
      if (!seenBefore) recordEvents(tx, StaffSignedInFromNewBrowser.create({ userId, sessionId: started.sessionId }));
    }
    return started;
  });
}

/** Super admins and consultants: the accounts whose one password reaches everyone's data. */
async function isStaff(em: EntityManager, userId: string, userType: string | null | undefined): Promise<boolean> {
  if (userType === 'consultant') return true;
  const [row] = await em.execute<{ id: string }[]>('SELECT id FROM admin_users WHERE id = ?', [userId]);
  return row !== undefined;
}
