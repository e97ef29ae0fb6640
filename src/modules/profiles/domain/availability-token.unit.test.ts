import { describe, expect, it } from 'vitest';
import { checkAvailabilityToken, signAvailabilityToken } from './availability-token.ts';
import { signLinkToken } from '../../../platform/auth/signed-link-token.ts';

const secret = 'a-test-secret-of-at-least-32-characters!';
const executiveId = '6f1c8f7e-3d2b-4c1a-9e8f-0a1b2c3d4e5f';
const sentAt = new Date('2026-11-01T08:00:00Z');

describe('availability confirmation tokens', () => {
  it('confirm that executive until the end of the month after the one they were sent in', () => {
    const token = signAvailabilityToken(secret, executiveId, sentAt);
    expect(checkAvailabilityToken(secret, token, new Date('2026-11-01T08:05:00Z'))).toEqual({ status: 'valid', executiveId });
    expect(checkAvailabilityToken(secret, token, new Date('2026-12-31T23:59:59Z'))).toEqual({ status: 'valid', executiveId });
    expect(checkAvailabilityToken(secret, token, new Date('2027-01-01T00:00:00Z'))).toEqual({ status: 'expired' });
  });

  it('refuse a tampered, foreign or malformed token', () => {
    const token = signAvailabilityToken(secret, executiveId, sentAt);
    const now = new Date('2026-11-02T00:00:00Z');
    expect(checkAvailabilityToken(secret, token.replace('2026-11', '2026-12'), now)).toEqual({ status: 'invalid' });
    expect(checkAvailabilityToken('another-secret-of-at-least-32-characters', token, now)).toEqual({ status: 'invalid' });
    expect(checkAvailabilityToken(secret, `${token}x`, now)).toEqual({ status: 'invalid' });
    expect(checkAvailabilityToken(secret, 'nonsense', now)).toEqual({ status: 'invalid' });
    // Another link's token with the same fields is signed for another purpose.
    expect(checkAvailabilityToken(secret, signLinkToken(secret, 'another purpose', [executiveId, '2026-11']), now)).toEqual({ status: 'invalid' });
  });
});
