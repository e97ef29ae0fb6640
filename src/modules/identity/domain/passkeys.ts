import { randomUUID } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { EntityManager } from '../../../platform/db/orm.ts';
import { PASSKEYS_PER_ACCOUNT_MAX, type PasskeyOptions } from '../contracts/passkeys.contract.ts';
import { forgetSecondFactorIfNoneLeft, hasSecondFactor, startSecondFactor } from './second-factors.ts';

/**
 * Passkeys (WebAuthn, decision 044) with @simplewebauthn/server: discoverable credentials with
 * user verification required, attestation 'none'. Every challenge the server hands out is a row
 * of `webauthn_challenges` (5 minutes, for one purpose and, but for a passkey-only sign-in, one
 * user), spent by a conditional UPDATE before the answer is even checked: a challenge works once,
 * whatever the answer, and two requests racing with one answer cannot both pass.
 */

/** Who the browser and the authenticator are told they are talking to. */
export type RelyingParty = {
  name: string;
  /** The RP ID: the public URL's hostname (a passkey works on that domain and its subdomains only). */
  id: string;
  /** The origins a browser's answer may come from. */
  origins: readonly string[];
};

export const RELYING_PARTY_NAME = 'TalentLeaders';
export const WEBAUTHN_CHALLENGE_LIFETIME_MS = 5 * 60_000;
/** COSE algorithms offered at registration: ES256 (nearly every authenticator), EdDSA, RS256 (Windows Hello). */
const SUPPORTED_ALGORITHMS = [-7, -8, -257];

/**
 * The relying party of this deployment: RP ID = the hostname of PUBLIC_URL; the expected origins =
 * the origins trusted for state-changing requests (PUBLIC_URL's and TRUSTED_ORIGINS) on that
 * domain. An RP ID cannot be an IP address, so outside production a PUBLIC_URL on 127.0.0.1 or
 * [::1] has the RP ID `localhost`, and its `http://localhost:<port>` twin (already trusted there)
 * is where passkeys work (the end-to-end tests open those pages at localhost).
 */
export function relyingPartyOf(config: { isProduction: boolean; http: { publicUrl: string }; auth: { trustedOrigins: readonly string[] } }): RelyingParty {
  const { hostname } = new URL(config.http.publicUrl);
  const loopbackAddress = hostname === '127.0.0.1' || hostname === '[::1]';
  const id = !config.isProduction && loopbackAddress ? 'localhost' : hostname;
  const origins = config.auth.trustedOrigins.filter((origin) => {
    const host = new URL(origin).hostname;
    return host === id || host.endsWith(`.${id}`);
  });
  return { name: RELYING_PARTY_NAME, id, origins };
}

/** What a challenge is for: `register` and `second-factor` (and `step-up`) name their user, `sign-in` nobody. */
export type WebauthnPurpose = 'register' | 'sign-in' | 'second-factor' | 'step-up';
/** The purposes of an assertion by a known user's passkey. */
export type UserAssertionPurpose = 'second-factor' | 'step-up';

async function storeChallenge(em: EntityManager, purpose: WebauthnPurpose, userId: string | null, challenge: string): Promise<string> {
  const id = randomUUID();
  await em.execute('INSERT INTO webauthn_challenges (id, user_id, purpose, challenge, expires_at) VALUES (?, ?, ?, ?, ?)', [
    id,
    userId,
    purpose,
    challenge,
    new Date(Date.now() + WEBAUTHN_CHALLENGE_LIFETIME_MS),
  ]);
  return id;
}

/**
 * Spends a live challenge of this purpose (and user): answers its value, or null when it is
 * unknown, someone else's, for another purpose, expired or already used. Written at once, outside
 * any transaction of the caller's that could roll it back.
 */
async function spendChallenge(em: EntityManager, challengeId: string, purpose: WebauthnPurpose, userId: string | null): Promise<string | null> {
  const rows = await em.fork().execute<{ challenge: string }[]>(
    `UPDATE webauthn_challenges SET used_at = now()
      WHERE id = ? AND purpose = ? AND used_at IS NULL AND expires_at > now()
        AND ${userId === null ? 'user_id IS NULL' : 'user_id = ?'}
      RETURNING challenge`,
    userId === null ? [challengeId, purpose] : [challengeId, purpose, userId],
  );
  return rows[0]?.challenge ?? null;
}

/** Expired and used challenges (identity's retention job, decision 037): answers how many went. */
export async function deleteSpentWebauthnChallenges(em: EntityManager): Promise<number> {
  let deleted = 0;
  for (;;) {
    const rows = await em.execute<{ id: string }[]>(
      `DELETE FROM webauthn_challenges WHERE id IN (
         SELECT id FROM webauthn_challenges WHERE used_at IS NOT NULL OR expires_at < now() LIMIT 500 FOR UPDATE SKIP LOCKED)
       RETURNING id`,
    );
    deleted += rows.length;
    if (rows.length < 500) return deleted;
  }
}

type PasskeyRow = {
  id: string;
  user_id: string;
  credential_id: string;
  public_key: Buffer;
  sign_count: string;
  transports: string[];
};

async function credentialsOf(em: EntityManager, userId: string): Promise<{ id: string; transports: string[] }[]> {
  const rows = await em.execute<{ credential_id: string; transports: string[] }[]>(
    'SELECT credential_id, transports FROM passkeys WHERE user_id = ? ORDER BY created_at',
    [userId],
  );
  return rows.map((row) => ({ id: row.credential_id, transports: row.transports }));
}

/** The 16 bytes of a uuid: the WebAuthn user handle (an opaque id, never the address). */
function userHandleOf(userId: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Buffer.from(userId.replaceAll('-', ''), 'hex'));
}

function userIdOfHandle(handle: string): string | null {
  const bytes = Buffer.from(handle, 'base64url');
  if (bytes.length !== 16) return null;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export type PasskeyOptionsOutcome = { kind: 'options'; options: PasskeyOptions } | { kind: 'too_many' };

/**
 * Options for adding a passkey: a discoverable credential (it holds the account's handle, so it
 * signs in with no address typed), user verification required, no attestation asked, and the
 * account's passkeys excluded (an authenticator that has one says so instead of making another).
 */
export async function passkeyRegistrationOptions(
  em: EntityManager,
  rp: RelyingParty,
  user: { id: string; email: string; displayName: string },
): Promise<PasskeyOptionsOutcome> {
  const existing = await credentialsOf(em, user.id);
  if (existing.length >= PASSKEYS_PER_ACCOUNT_MAX) return { kind: 'too_many' };
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userID: userHandleOf(user.id),
    userDisplayName: user.displayName,
    timeout: WEBAUTHN_CHALLENGE_LIFETIME_MS,
    attestationType: 'none',
    excludeCredentials: existing,
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    supportedAlgorithmIDs: SUPPORTED_ALGORITHMS,
  });
  const challengeId = await storeChallenge(em, 'register', user.id, options.challenge);
  return { kind: 'options', options: { challengeId, options: { ...options } } };
}

export type RegistrationOutcome =
  | { kind: 'registered'; passkeyId: string; recoveryCodes: string[] | null }
  | { kind: 'expired' }
  | { kind: 'failed' }
  | { kind: 'already_registered' }
  | { kind: 'too_many' };

/**
 * Verifies the browser's answer to the registration options and keeps the passkey. When it is the
 * account's first second factor, it does what confirming an authenticator app does (decision 043):
 * ten recovery codes (answered once), this session verified by the passkey, every other session
 * ended. `onAdded` runs in the same transaction (the audit row of a staff member's passkey).
 */
export async function registerPasskey(
  em: EntityManager,
  rp: RelyingParty,
  input: {
    userId: string;
    sessionId: string;
    challengeId: string;
    response: RegistrationResponseJSON;
    name: string;
  },
  onAdded: (tx: EntityManager, passkey: { id: string; firstFactor: boolean }) => Promise<void> = async () => undefined,
): Promise<RegistrationOutcome> {
  const challenge = await spendChallenge(em, input.challengeId, 'register', input.userId);
  if (challenge === null) return { kind: 'expired' };
  let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verified = await verifyRegistrationResponse({
      response: input.response,
      expectedChallenge: challenge,
      expectedOrigin: [...rp.origins],
      expectedRPID: rp.id,
      requireUserPresence: true,
      requireUserVerification: true,
      supportedAlgorithmIDs: SUPPORTED_ALGORITHMS,
    });
  } catch {
    return { kind: 'failed' };
  }
  if (!verified.verified) return { kind: 'failed' };
  const info = verified.registrationInfo;
  // Words such as 'internal', 'hybrid', 'usb': passed as a PostgreSQL array literal.
  const transports = (input.response.response.transports ?? info.credential.transports ?? []).filter((t) => /^[a-z-]{1,32}$/.test(t)).slice(0, 10);
  return em.transactional(async (tx) => {
    // One registration of an account at a time: "first factor" is decided once.
    await tx.execute('SELECT id FROM users WHERE id = ? FOR UPDATE', [input.userId]);
    const [{ n } = { n: 0 }] = await tx.execute<{ n: number }[]>('SELECT count(*)::int AS n FROM passkeys WHERE user_id = ?', [input.userId]);
    if (n >= PASSKEYS_PER_ACCOUNT_MAX) return { kind: 'too_many' as const };
    const firstFactor = !(await hasSecondFactor(tx, input.userId));
    const passkeyId = randomUUID();
    const inserted = await tx.execute<{ id: string }[]>(
      `INSERT INTO passkeys (id, user_id, credential_id, public_key, sign_count, transports, name, backed_up, device_type)
       VALUES (?, ?, ?, ?, ?, ?::text[], ?, ?, ?)
       ON CONFLICT (credential_id) DO NOTHING
       RETURNING id`,
      [
        passkeyId,
        input.userId,
        info.credential.id,
        Buffer.from(info.credential.publicKey),
        info.credential.counter,
        `{${transports.join(',')}}`,
        input.name,
        info.credentialBackedUp,
        info.credentialDeviceType,
      ],
    );
    if (inserted.length === 0) return { kind: 'already_registered' as const };
    const recoveryCodes = firstFactor ? await startSecondFactor(tx, input.userId, input.sessionId, 'passkey') : null;
    await onAdded(tx, { id: passkeyId, firstFactor });
    return { kind: 'registered' as const, passkeyId, recoveryCodes };
  });
}

/**
 * Options for signing in with a passkey alone: no credentials listed (the browser offers the
 * passkeys it holds for this site), user verification required. Nobody is known yet.
 */
export async function passkeySignInOptions(em: EntityManager, rp: RelyingParty): Promise<PasskeyOptions> {
  const options = await generateAuthenticationOptions({ rpID: rp.id, userVerification: 'required', timeout: WEBAUTHN_CHALLENGE_LIFETIME_MS });
  const challengeId = await storeChallenge(em, 'sign-in', null, options.challenge);
  return { challengeId, options: { ...options } };
}

/**
 * Options for a known user's passkey (the second step of sign-in; step-up): that user's passkeys
 * listed, user verification required. Null when the user has no passkey.
 */
export async function passkeyAssertionOptions(
  em: EntityManager,
  rp: RelyingParty,
  { userId, purpose }: { userId: string; purpose: UserAssertionPurpose },
): Promise<PasskeyOptions | null> {
  const allowCredentials = await credentialsOf(em, userId);
  if (allowCredentials.length === 0) return null;
  const options = await generateAuthenticationOptions({ rpID: rp.id, allowCredentials, userVerification: 'required', timeout: WEBAUTHN_CHALLENGE_LIFETIME_MS });
  const challengeId = await storeChallenge(em, purpose, userId, options.challenge);
  return { challengeId, options: { ...options } };
}

export type AssertionOutcome =
  | { kind: 'passed'; passkeyId: string; userId: string }
  | { kind: 'expired' }
  | { kind: 'unknown_credential' }
  | { kind: 'failed' };

/**
 * Checks a passkey's answer to a challenge: the challenge is spent first (once, whatever follows);
 * the credential must be registered (to this user, when one is named) and its user handle, when
 * the browser sends one, that credential's owner; the signature, origin, RP ID, user presence and
 * verification must hold; and the signature counter must have moved on (or be 0 on both sides, as
 * synced passkeys keep it), written by a conditional UPDATE so a cloned authenticator's answer, or
 * the same answer twice, does not pass.
 */
export async function checkPasskeyAssertion(
  em: EntityManager,
  rp: RelyingParty,
  input: { userId: string | null; challengeId: string; response: AuthenticationResponseJSON; purpose: WebauthnPurpose },
): Promise<AssertionOutcome> {
  const challenge = await spendChallenge(em, input.challengeId, input.purpose, input.userId);
  if (challenge === null) return { kind: 'expired' };
  const [passkey] = await em.execute<PasskeyRow[]>(
    `SELECT id, user_id, credential_id, public_key, sign_count, transports FROM passkeys
      WHERE credential_id = ?${input.userId === null ? '' : ' AND user_id = ?'}`,
    input.userId === null ? [input.response.id] : [input.response.id, input.userId],
  );
  if (!passkey) return { kind: 'unknown_credential' };
  const handle = input.response.response.userHandle;
  if (handle !== undefined && userIdOfHandle(handle) !== passkey.user_id) return { kind: 'failed' };
  const storedCount = Number(passkey.sign_count);
  let newCounter: number;
  let backedUp: boolean;
  try {
    const verified = await verifyAuthenticationResponse({
      response: input.response,
      expectedChallenge: challenge,
      expectedOrigin: [...rp.origins],
      expectedRPID: rp.id,
      credential: { id: passkey.credential_id, publicKey: new Uint8Array(passkey.public_key), counter: storedCount, transports: passkey.transports },
      requireUserVerification: true,
    });
    if (!verified.verified || !verified.authenticationInfo.userVerified) return { kind: 'failed' };
    newCounter = verified.authenticationInfo.newCounter;
    backedUp = verified.authenticationInfo.credentialBackedUp;
  } catch {
    return { kind: 'failed' };
  }
  const moved = await em.execute<{ id: string }[]>(
    `UPDATE passkeys SET sign_count = ?, backed_up = ?, last_used_at = now()
      WHERE id = ? AND (sign_count < ? OR (sign_count = 0 AND ? = 0))
      RETURNING id`,
    [newCounter, backedUp, passkey.id, newCounter, newCounter],
  );
  if (moved.length === 0) return { kind: 'failed' };
  return { kind: 'passed', passkeyId: passkey.id, userId: passkey.user_id };
}

/**
 * A known user's passkey, for a purpose (the second step of sign-in, step-up): the passkey's id
 * when its answer to the challenge holds (see checkPasskeyAssertion), null otherwise. The
 * challenge comes from passkeyAssertionOptions with the same user and purpose.
 */
export async function verifyPasskeyAssertion(
  em: EntityManager,
  rp: RelyingParty,
  input: { userId: string; challengeId: string; response: AuthenticationResponseJSON; purpose: UserAssertionPurpose },
): Promise<string | null> {
  const outcome = await checkPasskeyAssertion(em, rp, input);
  return outcome.kind === 'passed' ? outcome.passkeyId : null;
}

export type PasskeyListItem = { id: string; name: string; createdAt: Date; lastUsedAt: Date | null; backedUp: boolean };

export async function listPasskeys(em: EntityManager, userId: string): Promise<PasskeyListItem[]> {
  const rows = await em.execute<{ id: string; name: string; created_at: Date; last_used_at: Date | null; backed_up: boolean }[]>(
    'SELECT id, name, created_at, last_used_at, backed_up FROM passkeys WHERE user_id = ? ORDER BY created_at, id',
    [userId],
  );
  return rows.map((row) => ({ id: row.id, name: row.name, createdAt: row.created_at, lastUsedAt: row.last_used_at, backedUp: row.backed_up }));
}

export async function findPasskey(em: EntityManager, userId: string, passkeyId: string): Promise<PasskeyListItem | null> {
  return (await listPasskeys(em, userId)).find((passkey) => passkey.id === passkeyId) ?? null;
}

/** Renames one of the user's passkeys; false when it is not theirs (or gone). */
export async function renamePasskey(em: EntityManager, userId: string, passkeyId: string, name: string): Promise<boolean> {
  const rows = await em.execute<{ id: string }[]>('UPDATE passkeys SET name = ? WHERE id = ? AND user_id = ? RETURNING id', [name, passkeyId, userId]);
  return rows.length > 0;
}

export type RemovalOutcome = { kind: 'removed'; name: string; lastSecondFactor: boolean } | { kind: 'not_found' };

/**
 * Removes one of the user's passkeys. When it was the account's last second factor, the recovery
 * codes go and no session counts as verified any more, as when the authenticator app is turned
 * off. `onRemoved` runs in the same transaction (the audit row).
 */
export async function removePasskey(
  em: EntityManager,
  userId: string,
  passkeyId: string,
  onRemoved: (tx: EntityManager, removed: { name: string; lastSecondFactor: boolean }) => Promise<void> = async () => undefined,
): Promise<RemovalOutcome> {
  return em.transactional(async (tx) => {
    await tx.execute('SELECT id FROM users WHERE id = ? FOR UPDATE', [userId]);
    const [row] = await tx.execute<{ name: string }[]>('DELETE FROM passkeys WHERE id = ? AND user_id = ? RETURNING name', [passkeyId, userId]);
    if (!row) return { kind: 'not_found' as const };
    const { lastSecondFactor } = await forgetSecondFactorIfNoneLeft(tx, userId);
    await onRemoved(tx, { name: row.name, lastSecondFactor });
    return { kind: 'removed' as const, name: row.name, lastSecondFactor };
  });
}
