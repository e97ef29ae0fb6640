import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { generateRecoveryCodes, hashRecoveryCode, looksLikeRecoveryCode } from './recovery-codes.ts';

describe('recovery codes', () => {
  it('makes ten different codes of four groups of four, without look-alike characters', () => {
    const codes = generateRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) {
      expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
      expect(code).not.toMatch(/[ilo01]/);
      expect(looksLikeRecoveryCode(code)).toBe(true);
    }
  });

  it('hashes what was typed the way it was stored: case, spaces and dashes do not matter', () => {
    const [code] = generateRecoveryCodes(1) as [string];
    const expected = createHash('sha256').update(code.replaceAll('-', '')).digest('hex');
    expect(hashRecoveryCode(code)).toBe(expected);
    expect(hashRecoveryCode(` ${code.toUpperCase().replaceAll('-', ' ')} `)).toBe(expected);
    expect(looksLikeRecoveryCode('123456')).toBe(false);
  });
});
