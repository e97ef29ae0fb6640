import { createHmac, timingSafeEqual } from 'node:crypto';
import { SAVED_SEARCH_FREQUENCIES, type SavedSearchFrequency } from '../contracts/saved-searches.contract.ts';

export type UnsubscribeScope = { userId: string; frequency: SavedSearchFrequency };

/** Keeps this signature apart from anything else signed with the same secret. */
const PURPOSE = 'talentleaders saved-search unsubscribe v1';

function signatureOf(secret: string, scope: UnsubscribeScope): string {
  return createHmac('sha256', secret).update(`${PURPOSE}:${scope.userId}:${scope.frequency}`).digest('base64url');
}

/**
 * The one-click unsubscribe token of a digest: '<user id>.<frequency>.<HMAC-SHA256>' signed with
 * the server's JWT secret. Stateless (nothing to store or expire): it can only ever turn off that
 * client's alerts of that frequency, which is all a leaked link could do.
 */
export function signUnsubscribeToken(secret: string, scope: UnsubscribeScope): string {
  return `${scope.userId}.${scope.frequency}.${signatureOf(secret, scope)}`;
}

/** The scope of a genuine token; undefined for a malformed or tampered one. */
export function verifyUnsubscribeToken(secret: string, token: string): UnsubscribeScope | undefined {
  const [userId, frequency, signature, ...rest] = token.split('.');
  if (rest.length > 0 || !userId || !signature || !/^[0-9a-f-]{36}$/i.test(userId)) return undefined;
  if (!(SAVED_SEARCH_FREQUENCIES as readonly string[]).includes(frequency ?? '')) return undefined;
  const scope = { userId: userId.toLowerCase(), frequency: frequency as SavedSearchFrequency };
  const expected = Buffer.from(signatureOf(secret, scope));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? scope : undefined;
}
