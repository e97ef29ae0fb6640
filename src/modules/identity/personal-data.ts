import type { EntityManager } from '../../platform/db/orm.ts';
import { definePersonalData, inWords, isoInstant } from '../../platform/personal-data/personal-data.ts';

type AccountRow = { email: string; user_type: string; signup_metadata: Record<string, unknown> | null; email_confirmed_at: Date | null; created_at: Date; is_super_admin: boolean };
type SessionRow = { created_at: Date; last_used_at: Date | null; expires_at: Date; revoked_at: Date | null; revoked_reason: string | null; ip: string | null; user_agent: string | null };
type TokenRow = { purpose: string; created_at: Date; expires_at: Date; used_at: Date | null };
type SecondFactorRow = { confirmed_at: Date | null; created_at: Date; codes_left: number; codes_used: number };
type PasskeyRow = { name: string; created_at: Date; last_used_at: Date | null; backed_up: boolean };

/**
 * Identity holds the account itself: its address, password hash and sign-up answers, the sessions
 * it signed in with (where from, which browser), the single-use links mailed to it and its second
 * factor (the encrypted TOTP secret, the hashed recovery codes, the sign-in challenges, the
 * passkeys' public keys and names and their WebAuthn challenges: decision 044). Erased
 * last of all (src/personal-data.ts): the user row is what every other module's rows point at.
 */
export const identityPersonalData = definePersonalData({
  module: 'Account',
  covers: {
    users: ['id', 'email', 'password_hash', 'signup_metadata'],
    admin_users: ['id'],
    sessions: ['user_id', 'ip', 'user_agent'],
    refresh_tokens: ['session_id'],
    user_tokens: ['user_id'],
    personal_data_exports: ['user_id', 'archive'],
    second_factors: ['user_id', 'secret_ciphertext'],
    second_factor_recovery_codes: ['user_id'],
    second_factor_challenges: ['user_id'],
    passkeys: ['user_id', 'credential_id', 'public_key', 'name'],
    webauthn_challenges: ['user_id'],
  },
  async export(em, { userId }) {
    const [account] = await em.execute<AccountRow[]>(
      `SELECT u.email, u.user_type, u.signup_metadata, u.email_confirmed_at, u.created_at,
              EXISTS (SELECT 1 FROM admin_users a WHERE a.id = u.id) AS is_super_admin
         FROM users u WHERE u.id = ?`,
      [userId],
    );
    if (!account) return undefined;
    const sessions = await em.execute<SessionRow[]>(
      `SELECT created_at, last_used_at, expires_at, revoked_at, revoked_reason, ip, user_agent
         FROM sessions WHERE user_id = ? ORDER BY created_at`,
      [userId],
    );
    const [secondFactor] = await em.execute<SecondFactorRow[]>(
      `SELECT f.confirmed_at, f.created_at,
              (SELECT count(*)::int FROM second_factor_recovery_codes c WHERE c.user_id = f.user_id AND c.used_at IS NULL) AS codes_left,
              (SELECT count(*)::int FROM second_factor_recovery_codes c WHERE c.user_id = f.user_id AND c.used_at IS NOT NULL) AS codes_used
         FROM second_factors f WHERE f.user_id = ?`,
      [userId],
    );
    const passkeys = await em.execute<PasskeyRow[]>('SELECT name, created_at, last_used_at, backed_up FROM passkeys WHERE user_id = ? ORDER BY created_at', [userId]);
    const tokens = await em.execute<TokenRow[]>('SELECT purpose, created_at, expires_at, used_at FROM user_tokens WHERE user_id = ? ORDER BY created_at', [userId]);
    return {
      'E-mail address': account.email,
      Role: account.user_type,
      'Super admin': account.is_super_admin,
      'Signed up': isoInstant(account.created_at),
      'E-mail address confirmed': isoInstant(account.email_confirmed_at),
      'What you told us when you signed up': inWords(account.signup_metadata ?? {}),
      'Password': 'Kept only as an Argon2id hash, which is not included.',
      'Two-step sign-in': secondFactor?.confirmed_at
        ? {
            'Turned on': isoInstant(secondFactor.confirmed_at),
            'Authenticator app secret': 'Kept encrypted, and not included: anyone holding it could make your codes.',
            'Recovery codes left': secondFactor.codes_left,
            'Recovery codes used': secondFactor.codes_used,
          }
        : 'Off',
      // Names and dates: the public keys are of no use to anyone but us, and the private keys never left the devices.
      Passkeys: passkeys.map((passkey) => ({
        Name: passkey.name,
        Added: isoInstant(passkey.created_at),
        'Last used': isoInstant(passkey.last_used_at),
        'Synced by its provider': passkey.backed_up,
      })),
      ...(!secondFactor?.confirmed_at && passkeys.length > 0 ? { 'Recovery codes': await recoveryCodesOf(em, userId) } : {}),
      Sessions: sessions.map((session) => ({
        'Signed in': isoInstant(session.created_at),
        'Last used': isoInstant(session.last_used_at),
        Expires: isoInstant(session.expires_at),
        Ended: isoInstant(session.revoked_at),
        'Why it ended': session.revoked_reason,
        'Signed in from (IP address)': session.ip,
        Browser: session.user_agent,
      })),
      'Links we e-mailed you': tokens.map((token) => ({
        Purpose: token.purpose,
        Sent: isoInstant(token.created_at),
        Expires: isoInstant(token.expires_at),
        Used: isoInstant(token.used_at),
      })),
    };
  },
  // At once: sign-in refused, every session ended, no link mailed earlier usable. The row stays
  // (its address gets the confirmation) until the erasure job deletes it last.
  async withdraw(em, { userId }) {
    await em.execute('UPDATE users SET deletion_requested_at = coalesce(deletion_requested_at, now()) WHERE id = ?', [userId]);
    await em.execute(`UPDATE sessions SET revoked_at = now(), revoked_reason = 'account_deleted' WHERE user_id = ? AND revoked_at IS NULL`, [userId]);
    await em.execute('DELETE FROM user_tokens WHERE user_id = ?', [userId]);
    await em.execute('DELETE FROM second_factor_challenges WHERE user_id = ?', [userId]);
    await em.execute('DELETE FROM webauthn_challenges WHERE user_id = ?', [userId]);
  },
  async erase(em, { userId }) {
    // Refresh tokens go with their sessions (ON DELETE CASCADE), said here so it does not depend on it.
    await em.execute('DELETE FROM refresh_tokens WHERE session_id IN (SELECT id FROM sessions WHERE user_id = ?)', [userId]);
    await em.execute('DELETE FROM sessions WHERE user_id = ?', [userId]);
    await em.execute('DELETE FROM user_tokens WHERE user_id = ?', [userId]);
    await em.execute('DELETE FROM personal_data_exports WHERE user_id = ?', [userId]);
    await em.execute('DELETE FROM second_factor_challenges WHERE user_id = ?', [userId]);
    await em.execute('DELETE FROM second_factor_recovery_codes WHERE user_id = ?', [userId]);
    await em.execute('DELETE FROM second_factors WHERE user_id = ?', [userId]);
    await em.execute('DELETE FROM webauthn_challenges WHERE user_id = ?', [userId]);
    await em.execute('DELETE FROM passkeys WHERE user_id = ?', [userId]);
    await em.execute('DELETE FROM admin_users WHERE id = ?', [userId]);
    await em.execute('DELETE FROM users WHERE id = ?', [userId]);
  },
});

/** With passkeys and no authenticator app the recovery codes still count: how many are left and used. */
async function recoveryCodesOf(em: EntityManager, userId: string): Promise<Record<string, number>> {
  const [row] = await em.execute<{ codes_left: number; codes_used: number }[]>(
    `SELECT count(*) FILTER (WHERE used_at IS NULL)::int AS codes_left, count(*) FILTER (WHERE used_at IS NOT NULL)::int AS codes_used
       FROM second_factor_recovery_codes WHERE user_id = ?`,
    [userId],
  );
  return { 'Recovery codes left': row?.codes_left ?? 0, 'Recovery codes used': row?.codes_used ?? 0 };
}
