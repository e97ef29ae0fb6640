import { describe, expect, it } from 'vitest';
import { matchTotpCode, newTotpSecret, totpCode, totpStep, totpUri } from './totp.ts';

// RFC 6238 appendix B's SHA-1 seed, the ASCII "12345678901234567890", in base32.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('TOTP (RFC 6238, SHA-1, 30 s, 6 digits)', () => {
  // Appendix B's 8-digit SHA-1 values; a 6-digit code is the same number modulo 10^6.
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('gives the RFC test vector at T = %i s', async (seconds, rfcCode) => {
    expect(await totpCode(RFC_SECRET, seconds * 1000)).toBe(rfcCode.slice(-6));
  });

  it('accepts the code of now and of one step either side (clock drift), not two', async () => {
    const now = 1_800_000_015_000;
    const secret = newTotpSecret();
    const step = totpStep(now);
    expect(await matchTotpCode(secret, await totpCode(secret, now), { atMs: now })).toBe(step);
    expect(await matchTotpCode(secret, await totpCode(secret, now - 30_000), { atMs: now })).toBe(step - 1);
    expect(await matchTotpCode(secret, await totpCode(secret, now + 30_000), { atMs: now })).toBe(step + 1);
    expect(await matchTotpCode(secret, await totpCode(secret, now - 60_000), { atMs: now })).toBeNull();
    expect(await matchTotpCode(secret, await totpCode(secret, now + 60_000), { atMs: now })).toBeNull();
  });

  it('refuses a code of the last accepted step or an earlier one (no replay)', async () => {
    const now = 1_800_000_015_000;
    const secret = newTotpSecret();
    const step = totpStep(now);
    const code = await totpCode(secret, now);
    expect(await matchTotpCode(secret, code, { atMs: now, afterStep: step })).toBeNull();
    expect(await matchTotpCode(secret, await totpCode(secret, now - 30_000), { atMs: now, afterStep: step - 1 })).toBeNull();
    expect(await matchTotpCode(secret, code, { atMs: now, afterStep: step - 1 })).toBe(step);
  });

  it('treats malformed codes and secrets as wrong codes, never as errors', async () => {
    const secret = newTotpSecret();
    for (const code of ['', '12345', '1234567', 'abcdef', '12 345']) expect(await matchTotpCode(secret, code)).toBeNull();
    expect(await matchTotpCode('not base32!', '123456')).toBeNull();
  });

  it('makes 160-bit base32 secrets and the URI authenticator apps read', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(totpUri('ada+staff@example.com', secret)).toBe(`otpauth://totp/TalentLeaders:ada%2Bstaff@example.com?secret=${secret}&issuer=TalentLeaders`);
  });
});
