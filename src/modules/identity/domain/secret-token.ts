import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, URL-safe: the value that travels in a link or a cookie. */
export function generateSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps instead of the token: a leaked table gives no usable link. */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
