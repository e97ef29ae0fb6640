import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for the few secrets the server must read back (the TOTP secrets, decision 043):
 * hashing is not an option there, since checking a code needs the secret itself. The stored text
 * carries everything but the key: `v1.<iv>.<tag>.<ciphertext>` (base64url), a fresh 12-byte IV per
 * encryption. `context` (the user id) is bound as additional data, so a ciphertext copied onto
 * another account's row does not decrypt.
 */

const VERSION = 'v1';
const IV_BYTES = 12;

export function encryptSecret(key: Buffer, plaintext: string, context: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), ciphertext.toString('base64url')].join('.');
}

/** The plaintext; throws when the text was altered, made for another context or with another key. */
export function decryptSecret(key: Buffer, stored: string, context: string): string {
  const [version, iv, tag, ciphertext] = stored.split('.');
  if (version !== VERSION || !iv || !tag || ciphertext === undefined) throw new Error('not an encrypted secret of a known version');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
}
