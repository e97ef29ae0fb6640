import { randomUUID } from 'node:crypto';
import type { EntityManager } from '../../../platform/db/orm.ts';
import { decryptSecret, encryptSecret } from './secret-box.ts';
import { generateRecoveryCodes, hashRecoveryCode, looksLikeRecoveryCode } from './recovery-codes.ts';
import { isTotpCodeShape, matchTotpCode, newTotpSecret, totpUri } from './totp.ts';
import { generateSecretToken, hashSecretToken } from './secret-token.ts';

/**
 * An account's second factor (decision 043): one TOTP secret, encrypted at rest, with the last time
 * step a code was accepted at; ten single-use recovery codes; and the challenge that sits between
 * a right password and the code at sign-in. Sessions record how they passed it (`sessions.second_factor`).
 * Passkeys (decision 044, domain/passkeys.ts) are second factors too: an account has one when it
 * has a confirmed TOTP secret or at least one passkey, and the recovery codes belong to the account
 * as long as it has either.
 */

/** How a session passed the second factor, as `sessions.second_factor` records it. */
export type SecondFactorMethod = 'totp' | 'recovery_code' | 'passkey';

/** The kinds of second factor an account can have (the sign-in's 202 lists the account's). */
export type SecondFactorKind = 'totp' | 'passkey';

/** The challenge between the password and the code: 5 minutes, 5 wrong codes, then the password again. */
export const CHALLENGE_LIFETIME_MS = 5 * 60_000;
export const CHALLENGE_MAX_FAILED_ATTEMPTS = 5;

type FactorRow = { secret_ciphertext: string; confirmed_at: Date | null; last_used_step: string | null };

async function loadFactor(em: EntityManager, userId: string, lock = false): Promise<FactorRow | undefined> {
  const [row] = await em.execute<FactorRow[]>(
    `SELECT secret_ciphertext, confirmed_at, last_used_step FROM second_factors WHERE user_id = ?${lock ? ' FOR UPDATE' : ''}`,
    [userId],
  );
  return row;
}

/** The account's second factors, in the order sign-in offers them: a confirmed TOTP secret, passkeys. */
export async function secondFactorKinds(em: EntityManager, userId: string): Promise<SecondFactorKind[]> {
  const [row] = await em.execute<{ totp: boolean; passkey: boolean }[]>(
    `SELECT EXISTS (SELECT 1 FROM second_factors f WHERE f.user_id = ? AND f.confirmed_at IS NOT NULL) AS totp,
            EXISTS (SELECT 1 FROM passkeys p WHERE p.user_id = ?) AS passkey`,
    [userId, userId],
  );
  return [...(row?.totp ? (['totp'] as const) : []), ...(row?.passkey ? (['passkey'] as const) : [])];
}

/** A confirmed TOTP secret or at least one passkey (decision 044). */
export async function hasSecondFactor(em: EntityManager, userId: string): Promise<boolean> {
  return (await secondFactorKinds(em, userId)).length > 0;
}

/** A confirmed authenticator app (what turning 'two-step sign-in with an app' off needs). */
export async function hasTotpFactor(em: EntityManager, userId: string): Promise<boolean> {
  const row = await loadFactor(em, userId);
  return Boolean(row?.confirmed_at);
}

export type SecondFactorState = { enrolled: boolean; enrolledAt: Date | null; passkeys: number; recoveryCodesLeft: number };

export async function secondFactorState(em: EntityManager, userId: string): Promise<SecondFactorState> {
  const [row] = await em.execute<{ confirmed_at: Date | null; passkeys: number; codes_left: number }[]>(
    `SELECT f.confirmed_at,
            (SELECT count(*)::int FROM passkeys p WHERE p.user_id = u.id) AS passkeys,
            (SELECT count(*)::int FROM second_factor_recovery_codes c WHERE c.user_id = u.id AND c.used_at IS NULL) AS codes_left
       FROM users u LEFT JOIN second_factors f ON f.user_id = u.id
      WHERE u.id = ?`,
    [userId],
  );
  const enrolledAt = row?.confirmed_at ?? null;
  const passkeys = row?.passkeys ?? 0;
  return { enrolled: enrolledAt !== null, enrolledAt, passkeys, recoveryCodesLeft: enrolledAt || passkeys > 0 ? (row?.codes_left ?? 0) : 0 };
}

export type PendingEnrolment = { secret: string; otpauthUri: string };

/**
 * Starts (or starts again) an enrolment: a new secret, unconfirmed until the first code. Returns
 * null when the account already has a confirmed factor (it must be turned off first).
 */
export async function startEnrolment(em: EntityManager, key: Buffer, user: { id: string; email: string }): Promise<PendingEnrolment | null> {
  const secret = newTotpSecret();
  const rows = await em.execute<{ user_id: string }[]>(
    `INSERT INTO second_factors (user_id, secret_ciphertext) VALUES (?, ?)
     ON CONFLICT (user_id) DO UPDATE SET secret_ciphertext = excluded.secret_ciphertext, last_used_step = NULL, created_at = now()
       WHERE second_factors.confirmed_at IS NULL
     RETURNING user_id`,
    [user.id, encryptSecret(key, secret, user.id)],
  );
  if (rows.length === 0) return null;
  return { secret, otpauthUri: totpUri(user.email, secret) };
}

export type EnrolmentOutcome = { kind: 'confirmed'; recoveryCodes: string[] } | { kind: 'no_enrolment' } | { kind: 'already_enrolled' } | { kind: 'invalid_code' };

/**
 * Confirms the pending enrolment with its first code: the factor is on and this session counts as
 * verified by TOTP. When it is the account's first second factor (no passkey either), ten recovery
 * codes are made (returned once, stored hashed) and every other session of the account, opened
 * with the password alone, ends; beside a passkey the account keeps the codes it has (an empty list).
 */
export async function confirmEnrolment(
  em: EntityManager,
  key: Buffer,
  userId: string,
  sessionId: string,
  code: string,
  /** Written in the same transaction once the factor is on (the audit row of a staff member's enrolment). */
  onConfirmed: (tx: EntityManager) => Promise<void> = async () => undefined,
): Promise<EnrolmentOutcome> {
  return em.transactional(async (tx) => {
    const factor = await loadFactor(tx, userId, true);
    if (!factor) return { kind: 'no_enrolment' as const };
    if (factor.confirmed_at) return { kind: 'already_enrolled' as const };
    const step = await matchTotpCode(decryptSecret(key, factor.secret_ciphertext, userId), code.replace(/\s/g, ''));
    if (step === null) return { kind: 'invalid_code' as const };
    const firstFactor = !(await hasSecondFactor(tx, userId));
    await tx.execute('UPDATE second_factors SET confirmed_at = now(), last_used_step = ? WHERE user_id = ?', [step, userId]);
    const recoveryCodes = firstFactor ? await startSecondFactor(tx, userId, sessionId, 'totp') : [];
    if (!firstFactor) await tx.execute(`UPDATE sessions SET second_factor = 'totp' WHERE id = ? AND user_id = ?`, [sessionId, userId]);
    await onConfirmed(tx);
    return { kind: 'confirmed' as const, recoveryCodes };
  });
}

/**
 * What an account's first second factor of either kind sets off (decisions 043 and 044): ten new
 * recovery codes (returned, once), this session verified by that factor, every other session ended.
 */
export async function startSecondFactor(em: EntityManager, userId: string, sessionId: string, method: 'totp' | 'passkey'): Promise<string[]> {
  const recoveryCodes = await replaceRecoveryCodes(em, userId);
  await em.execute('UPDATE sessions SET second_factor = ? WHERE id = ? AND user_id = ?', [method, sessionId, userId]);
  await em.execute(
    `UPDATE sessions SET revoked_at = now(), revoked_reason = 'second_factor_enrolled'
      WHERE user_id = ? AND id <> ? AND revoked_at IS NULL`,
    [userId, sessionId],
  );
  return recoveryCodes;
}

/**
 * Ten new recovery codes for an account with a second factor of either kind (an app, a passkey),
 * the old ones gone; null when it has none. Call inside a transaction: the account's row and the
 * app's are locked, so a removal of either kind racing it (removePasskey locks the account's row
 * too) waits.
 */
export async function issueNewRecoveryCodes(em: EntityManager, userId: string): Promise<string[] | null> {
  await em.execute('SELECT id FROM users WHERE id = ? FOR UPDATE', [userId]);
  await loadFactor(em, userId, true);
  if (!(await hasSecondFactor(em, userId))) return null;
  return replaceRecoveryCodes(em, userId);
}

async function replaceRecoveryCodes(em: EntityManager, userId: string): Promise<string[]> {
  await em.execute('DELETE FROM second_factor_recovery_codes WHERE user_id = ?', [userId]);
  const codes = generateRecoveryCodes();
  for (const code of codes) {
    await em.execute('INSERT INTO second_factor_recovery_codes (id, user_id, code_hash) VALUES (?, ?, ?)', [randomUUID(), userId, hashRecoveryCode(code)]);
  }
  return codes;
}

/**
 * Checks a code against a confirmed factor and spends it: a TOTP code's time step becomes the last
 * accepted one (the conditional UPDATE refuses the same or an earlier step, even from a request
 * racing this one), a recovery code is marked used. Returns how it passed, or null.
 */
export async function spendSecondFactorCode(em: EntityManager, key: Buffer, userId: string, typed: string): Promise<SecondFactorMethod | null> {
  const code = typed.trim();
  const compact = code.replace(/\s/g, '');
  if (isTotpCodeShape(compact)) {
    const factor = await loadFactor(em, userId);
    if (!factor?.confirmed_at) return null;
    const lastStep = factor.last_used_step === null ? null : Number(factor.last_used_step);
    const step = await matchTotpCode(decryptSecret(key, factor.secret_ciphertext, userId), compact, { afterStep: lastStep });
    if (step === null) return null;
    const spent = await em.execute<{ user_id: string }[]>(
      `UPDATE second_factors SET last_used_step = ?
        WHERE user_id = ? AND confirmed_at IS NOT NULL AND (last_used_step IS NULL OR last_used_step < ?)
        RETURNING user_id`,
      [step, userId, step],
    );
    return spent.length > 0 ? 'totp' : null;
  }
  if (!looksLikeRecoveryCode(code)) return null;
  const spent = await em.execute<{ id: string }[]>(
    `UPDATE second_factor_recovery_codes SET used_at = now()
      WHERE user_id = ? AND code_hash = ? AND used_at IS NULL
        AND (EXISTS (SELECT 1 FROM second_factors f WHERE f.user_id = ? AND f.confirmed_at IS NOT NULL)
             OR EXISTS (SELECT 1 FROM passkeys p WHERE p.user_id = ?))
      RETURNING id`,
    [userId, hashRecoveryCode(code), userId, userId],
  );
  return spent.length > 0 ? 'recovery_code' : null;
}

/**
 * Turns the authenticator app off: the secret goes. When the account has no passkey either, that
 * was its last second factor: the recovery codes go too and no session counts as verified any more
 * (a super admin or consultant is sent back to the enrolment screen). Answers whether it was the last.
 */
export async function removeTotpFactor(em: EntityManager, userId: string): Promise<{ lastSecondFactor: boolean }> {
  await em.execute('DELETE FROM second_factors WHERE user_id = ?', [userId]);
  return forgetSecondFactorIfNoneLeft(em, userId);
}

/**
 * After a factor of either kind was removed: when none is left, the recovery codes, the sign-in
 * challenges and every session's verification go with it (decision 044).
 */
export async function forgetSecondFactorIfNoneLeft(em: EntityManager, userId: string): Promise<{ lastSecondFactor: boolean }> {
  if (await hasSecondFactor(em, userId)) return { lastSecondFactor: false };
  await em.execute('DELETE FROM second_factor_recovery_codes WHERE user_id = ?', [userId]);
  await em.execute('DELETE FROM second_factor_challenges WHERE user_id = ?', [userId]);
  await em.execute('UPDATE sessions SET second_factor = NULL WHERE user_id = ? AND second_factor IS NOT NULL', [userId]);
  return { lastSecondFactor: true };
}

/**
 * An enrolled factor with a known secret, at once (no first code): the demo accounts' fixed
 * secrets and the test factories' staff. Leaves an account that already has one as it is. As when
 * a person confirms one, the sessions opened by the password alone end (a demo admin signed in
 * before the factor existed signs in again, with a code, instead of meeting the enrolment screen).
 */
export async function enrolKnownSecondFactor(em: EntityManager, key: Buffer, userId: string, secret: string): Promise<boolean> {
  const rows = await em.execute<{ user_id: string }[]>(
    `INSERT INTO second_factors (user_id, secret_ciphertext, confirmed_at) VALUES (?, ?, now())
     ON CONFLICT (user_id) DO UPDATE SET secret_ciphertext = excluded.secret_ciphertext, confirmed_at = now(), last_used_step = NULL
       WHERE second_factors.confirmed_at IS NULL
     RETURNING user_id`,
    [userId, encryptSecret(key, secret, userId)],
  );
  if (rows.length === 0) return false;
  await em.execute(
    `UPDATE sessions SET revoked_at = now(), revoked_reason = 'second_factor_enrolled'
      WHERE user_id = ? AND revoked_at IS NULL AND second_factor IS NULL`,
    [userId],
  );
  return true;
}

/** The challenge after a right password: a single-use token, kept as SHA-256 like every other. */
export async function issueChallenge(em: EntityManager, userId: string): Promise<{ pendingToken: string; expiresAt: Date }> {
  const pendingToken = generateSecretToken();
  const expiresAt = new Date(Date.now() + CHALLENGE_LIFETIME_MS);
  // Spent and expired challenges of the account are of no use to anyone: cleared as new ones come.
  await em.execute('DELETE FROM second_factor_challenges WHERE user_id = ? AND (used_at IS NOT NULL OR expires_at < now())', [userId]);
  await em.execute('INSERT INTO second_factor_challenges (id, user_id, token_hash, expires_at) VALUES (?, ?, ?, ?)', [
    randomUUID(),
    userId,
    hashSecretToken(pendingToken),
    expiresAt,
  ]);
  return { pendingToken, expiresAt };
}

export type ChallengeOutcome =
  | { kind: 'passed'; userId: string; method: SecondFactorMethod }
  | { kind: 'expired' }
  | { kind: 'wrong_code'; userId: string };

/**
 * The second step of sign-in: the challenge must be live (unused, under 5 minutes, fewer than 5
 * wrong codes) and the code right. A wrong code counts against the challenge; the right one spends
 * both the code and the challenge.
 */
export async function answerChallenge(em: EntityManager, key: Buffer, pendingToken: string, code: string): Promise<ChallengeOutcome> {
  return answerChallengeWith(em, pendingToken, (tx, userId) => spendSecondFactorCode(tx, key, userId, code));
}

/**
 * The second step with any proof: `check` answers how the user passed (a code spent, a passkey
 * verified: decision 044) or null, counted as a wrong answer against the challenge.
 */
export async function answerChallengeWith(
  em: EntityManager,
  pendingToken: string,
  check: (tx: EntityManager, userId: string) => Promise<SecondFactorMethod | null>,
): Promise<ChallengeOutcome> {
  const outcome = await em.transactional(async (tx) => {
    const [challenge] = await tx.execute<{ id: string; user_id: string }[]>(
      `SELECT c.id, c.user_id FROM second_factor_challenges c
         JOIN users u ON u.id = c.user_id AND u.deletion_requested_at IS NULL
        WHERE c.token_hash = ? AND c.used_at IS NULL AND c.expires_at > now() AND c.failed_attempts < ?
        FOR UPDATE OF c`,
      [hashSecretToken(pendingToken), CHALLENGE_MAX_FAILED_ATTEMPTS],
    );
    if (!challenge) return { kind: 'expired' as const };
    const method = await check(tx, challenge.user_id);
    if (!method) return { kind: 'wrong_code' as const, challengeId: challenge.id, userId: challenge.user_id };
    await tx.execute('UPDATE second_factor_challenges SET used_at = now() WHERE id = ?', [challenge.id]);
    return { kind: 'passed' as const, userId: challenge.user_id, method };
  });
  if (outcome.kind !== 'wrong_code') return outcome;
  // Counted outside the transaction above, which a failure would not have needed to roll back anyway.
  await em.execute('UPDATE second_factor_challenges SET failed_attempts = failed_attempts + 1 WHERE id = ?', [outcome.challengeId]);
  return { kind: 'wrong_code', userId: outcome.userId };
}

/** The account a live challenge belongs to (the lock-out is checked before its code is). */
export async function challengeAccount(em: EntityManager, pendingToken: string): Promise<{ userId: string; email: string } | null> {
  const [row] = await em.execute<{ user_id: string; email: string }[]>(
    `SELECT c.user_id, u.email FROM second_factor_challenges c JOIN users u ON u.id = c.user_id
      WHERE c.token_hash = ? AND c.used_at IS NULL AND c.expires_at > now()`,
    [hashSecretToken(pendingToken)],
  );
  return row ? { userId: row.user_id, email: row.email } : null;
}

/**
 * The user behind a live pending token, without spending it (the passkey options of the second
 * step name that user's passkeys). Null when the token is spent, old or exhausted.
 */
export async function pendingChallengeUser(em: EntityManager, pendingToken: string): Promise<string | null> {
  const [challenge] = await em.execute<{ user_id: string }[]>(
    `SELECT c.user_id FROM second_factor_challenges c
       JOIN users u ON u.id = c.user_id AND u.deletion_requested_at IS NULL
      WHERE c.token_hash = ? AND c.used_at IS NULL AND c.expires_at > now() AND c.failed_attempts < ?`,
    [hashSecretToken(pendingToken), CHALLENGE_MAX_FAILED_ATTEMPTS],
  );
  return challenge?.user_id ?? null;
}

/** Recovery codes not yet used (the sign-in records how many are left when one is spent). */
export async function countRecoveryCodesLeft(em: EntityManager, userId: string): Promise<number> {
  const [row] = await em.execute<{ n: number }[]>('SELECT count(*)::int AS n FROM second_factor_recovery_codes WHERE user_id = ? AND used_at IS NULL', [userId]);
  return row?.n ?? 0;
}

/**
 * The operator's reset for someone who lost every factor (`npm run users -- reset-second-factor`):
 * the authenticator app and every passkey go, and every session ends, so the next sign-in is by
 * password and, for staff, the enrolment screen. Returns false when there was nothing to reset.
 */
export async function resetSecondFactor(
  em: EntityManager,
  userId: string,
  /** Written in the same transaction (the operator's audit row). */
  onReset: (tx: EntityManager) => Promise<void> = async () => undefined,
): Promise<boolean> {
  return em.transactional(async (tx) => {
    const had = (await loadFactor(tx, userId, true)) !== undefined || (await hasSecondFactor(tx, userId));
    await tx.execute('DELETE FROM passkeys WHERE user_id = ?', [userId]);
    await tx.execute('DELETE FROM webauthn_challenges WHERE user_id = ?', [userId]);
    await removeTotpFactor(tx, userId);
    await tx.execute(
      `UPDATE sessions SET revoked_at = now(), revoked_reason = 'second_factor_reset' WHERE user_id = ? AND revoked_at IS NULL`,
      [userId],
    );
    await onReset(tx);
    return had;
  });
}

/** For the enrolment answer and the dev banner: the URI of an account's secret. */
export { totpUri };
