import { signLinkToken, verifyLinkToken } from '../../../platform/auth/signed-link-token.ts';
import { SAVED_SEARCH_FREQUENCIES, type SavedSearchFrequency } from '../contracts/saved-searches.contract.ts';

export type UnsubscribeScope = { userId: string; frequency: SavedSearchFrequency };

/** Keeps this signature apart from anything else signed with the same secret. */
const PURPOSE = 'talentleaders saved-search unsubscribe v1';

/**
 * The one-click unsubscribe token of a digest: '<user id>.<frequency>.<HMAC-SHA256>' (a link
 * token, signed-link-token.ts). Stateless (nothing to store or expire): it can only ever turn off
 * that client's alerts of that frequency, which is all a leaked link could do.
 */
export function signUnsubscribeToken(secret: string, scope: UnsubscribeScope): string {
  return signLinkToken(secret, PURPOSE, [scope.userId, scope.frequency]);
}

/** The scope of a genuine token; undefined for a malformed or tampered one. */
export function verifyUnsubscribeToken(secret: string, token: string): UnsubscribeScope | undefined {
  const [userId, frequency] = token.split('.');
  if (!userId || !/^[0-9a-f-]{36}$/i.test(userId)) return undefined;
  if (!(SAVED_SEARCH_FREQUENCIES as readonly string[]).includes(frequency ?? '')) return undefined;
  // Signed in lower case (as the worker signs it); the hex of an id may come back in any case.
  const fields = verifyLinkToken(secret, PURPOSE, `${userId.toLowerCase()}.${token.slice(userId.length + 1)}`, 2);
  return fields ? { userId: fields[0]!, frequency: fields[1] as SavedSearchFrequency } : undefined;
}
