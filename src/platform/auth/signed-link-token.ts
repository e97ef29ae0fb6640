import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Stateless tokens for one-click e-mail links (a digest's unsubscribe, the availability
 * confirmation): '<field>.<field>...<HMAC-SHA256>' signed with the server's JWT secret. The purpose
 * is signed too, so a token made for one link never works for another. Nothing is stored: each
 * kind of link limits what its token can do and, where needed, when it expires (its fields say).
 */

function signatureOf(secret: string, purpose: string, fields: readonly string[]): string {
  return createHmac('sha256', secret).update(`${purpose}:${fields.join(':')}`).digest('base64url');
}

/** Fields must not contain '.' (uuids, slugs and dates do not). */
export function signLinkToken(secret: string, purpose: string, fields: readonly string[]): string {
  if (fields.some((field) => field.includes('.') || field === '')) throw new Error('link token fields must be non-empty and without dots');
  return [...fields, signatureOf(secret, purpose, fields)].join('.');
}

/** The fields of a genuine token with exactly `fieldCount` fields; undefined for a malformed or tampered one. */
export function verifyLinkToken(secret: string, purpose: string, token: string, fieldCount: number): string[] | undefined {
  const parts = token.split('.');
  if (parts.length !== fieldCount + 1 || parts.some((part) => part === '')) return undefined;
  const fields = parts.slice(0, fieldCount);
  const expected = Buffer.from(signatureOf(secret, purpose, fields));
  const given = Buffer.from(parts[fieldCount]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? fields : undefined;
}
