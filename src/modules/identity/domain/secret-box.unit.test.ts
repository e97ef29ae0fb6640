import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptSecret, encryptSecret } from './secret-box.ts';

describe('secret box (AES-256-GCM for the TOTP secrets)', () => {
  const key = randomBytes(32);

  it('gives the secret back, and a fresh IV each time', () => {
    const first = encryptSecret(key, 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', 'user-1');
    const second = encryptSecret(key, 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', 'user-1');
    expect(first).not.toBe(second);
    expect(first).not.toContain('JBSWY3DP');
    expect(first.split('.')).toHaveLength(4);
    expect(decryptSecret(key, first, 'user-1')).toBe('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
  });

  it('refuses another key, another account, and any altered byte', () => {
    const stored = encryptSecret(key, 'secret', 'user-1');
    expect(() => decryptSecret(randomBytes(32), stored, 'user-1')).toThrow();
    expect(() => decryptSecret(key, stored, 'user-2')).toThrow();
    const [version, iv, tag, ciphertext] = stored.split('.') as [string, string, string, string];
    const flipped = Buffer.from(ciphertext, 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() => decryptSecret(key, [version, iv, tag, flipped.toString('base64url')].join('.'), 'user-1')).toThrow();
    expect(() => decryptSecret(key, 'v0.a.b.c', 'user-1')).toThrow();
  });
});
