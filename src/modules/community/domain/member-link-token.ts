import { signLinkToken, verifyLinkToken } from '../../../platform/auth/signed-link-token.ts';

/** Keeps this signature apart from anything else signed with the same secret. */
const PURPOSE = 'talentleaders community member link v1';

/**
 * The token of a community e-mail's links: '<member id>.<HMAC-SHA256>' (signed-link-token.ts). One
 * token serves the List-Unsubscribe URL and the preferences page's link, so both work for as long as
 * the e-mail is kept (RFC 8058 unsubscribes must keep working; an expiring one fails the people who
 * read old mail). Stateless: a leaked link can only change that member's preferences or remove
 * their membership, which they can undo by joining again (decision 038).
 */
export function signMemberLinkToken(secret: string, memberId: string): string {
  return signLinkToken(secret, PURPOSE, [memberId.toLowerCase()]);
}

/** The member id of a genuine token; undefined for a malformed or tampered one. */
export function verifyMemberLinkToken(secret: string, token: string): string | undefined {
  const [memberId] = token.split('.');
  if (!memberId || !/^[0-9a-f-]{36}$/i.test(memberId)) return undefined;
  // Signed in lower case; the hex of an id may come back in any case.
  const fields = verifyLinkToken(secret, PURPOSE, `${memberId.toLowerCase()}${token.slice(memberId.length)}`, 1);
  return fields?.[0];
}
