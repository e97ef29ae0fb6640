import type { EntityManager } from '../../../../platform/db/orm.ts';
import { UnsubscribeTokenInvalidError } from '../../domain/saved-searches.errors.ts';
import { verifyUnsubscribeToken } from '../../domain/unsubscribe-token.ts';

/**
 * The one-click unsubscribe of a digest: turns off the alerts of every saved search of that
 * client and frequency (the digest covered them all). Idempotent: a second click changes nothing
 * and still succeeds. A malformed or tampered token is a 400.
 */
export async function unsubscribeSavedSearches(em: EntityManager, secret: string, token: string, now = new Date()): Promise<{ unsubscribed: number }> {
  const scope = verifyUnsubscribeToken(secret, token);
  if (!scope) throw new UnsubscribeTokenInvalidError();
  const rows = await em.fork().execute<{ id: string }[]>(
    `UPDATE saved_searches SET unsubscribed_at = ?, updated_at = now()
     WHERE user_id = ? AND frequency = ? AND unsubscribed_at IS NULL RETURNING id`,
    [now, scope.userId, scope.frequency],
  );
  return { unsubscribed: rows.length };
}
