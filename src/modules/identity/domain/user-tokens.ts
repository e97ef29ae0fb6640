import { randomUUID } from 'node:crypto';
import type { EntityManager } from '../../../platform/db/orm.ts';
import { UserToken, type TokenPurpose } from './user-token.entity.ts';
import { generateSecretToken, hashSecretToken } from './secret-token.ts';

export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  email_confirmation: 24 * 3600 * 1000,
  password_reset: 3600 * 1000,
  // The link to a copy of one's data (decision 040).
  data_export: 24 * 3600 * 1000,
};

/** Creates a single-use token and returns the raw value for the e-mail link (only its hash is kept). */
export async function issueUserToken(em: EntityManager, userId: string, purpose: TokenPurpose): Promise<string> {
  const token = generateSecretToken();
  em.create(UserToken, {
    id: randomUUID(),
    userId,
    purpose,
    tokenHash: hashSecretToken(token),
    expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS[purpose]),
    usedAt: null,
  });
  await em.flush();
  return token;
}

/**
 * Marks the token used and returns its user, or null when it is unknown, used or expired. The
 * conditional UPDATE makes two concurrent uses of one link succeed at most once.
 */
export async function consumeUserToken(em: EntityManager, token: string, purpose: TokenPurpose): Promise<string | null> {
  const rows = await em.execute<{ user_id: string }[]>(
      `UPDATE user_tokens SET used_at = now()
        WHERE token_hash = ? AND purpose = ? AND used_at IS NULL AND expires_at > now()
        RETURNING user_id`,
      [hashSecretToken(token), purpose],
    );
  return rows[0]?.user_id ?? null;
}
