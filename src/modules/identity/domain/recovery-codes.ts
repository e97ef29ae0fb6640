import { createHash, randomInt } from 'node:crypto';

/**
 * Ten single-use recovery codes, shown once when the second factor is confirmed. Each is 16
 * characters from a 31-letter alphabet without look-alikes (79 random bits), written in groups of
 * four. Kept as SHA-256, not argon2: a slow hash protects guessable secrets (passwords); 79 random
 * bits cannot be found from their SHA-256 by trying, and a fast hash lets sign-in find the code
 * by an indexed look-up (decision 043).
 */

export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const GROUPS = 4;
const GROUP_LENGTH = 4;

export function generateRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () =>
    Array.from({ length: GROUPS }, () => Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')).join('-'),
  );
}

/** What a person typed, as the code is stored: lower case, without spaces or dashes. */
export function normaliseRecoveryCode(typed: string): string {
  return typed.toLowerCase().replace(/[\s-]/g, '');
}

export function looksLikeRecoveryCode(typed: string): boolean {
  return new RegExp(`^[${ALPHABET}]{${GROUPS * GROUP_LENGTH}}$`).test(normaliseRecoveryCode(typed));
}

export function hashRecoveryCode(typed: string): string {
  return createHash('sha256').update(normaliseRecoveryCode(typed)).digest('hex');
}
