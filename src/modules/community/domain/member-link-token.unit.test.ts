import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signLinkToken } from '../../../platform/auth/signed-link-token.ts';
import { signMemberLinkToken, verifyMemberLinkToken } from './member-link-token.ts';

const SECRET = 'a-test-secret-of-sufficient-length-0123456789';

describe('community member link token', () => {
  it('gives back the member id it was signed for, whatever the case of its hex', () => {
    const id = randomUUID();
    const token = signMemberLinkToken(SECRET, id);
    expect(verifyMemberLinkToken(SECRET, token)).toBe(id);
    expect(verifyMemberLinkToken(SECRET, token.replace(id, id.toUpperCase()))).toBe(id);
  });

  it('refuses a tampered, truncated, foreign or differently signed token', () => {
    const id = randomUUID();
    const token = signMemberLinkToken(SECRET, id);
    expect(verifyMemberLinkToken(SECRET, token.replace(id, randomUUID()))).toBeUndefined();
    expect(verifyMemberLinkToken(SECRET, token.slice(0, -2))).toBeUndefined();
    expect(verifyMemberLinkToken(SECRET, `${token}.extra`)).toBeUndefined();
    expect(verifyMemberLinkToken('another-secret-of-sufficient-length-0123456', token)).toBeUndefined();
    // Signed for another purpose (a saved search's unsubscribe) with the same secret: refused.
    expect(verifyMemberLinkToken(SECRET, signLinkToken(SECRET, 'talentleaders saved-search unsubscribe v1', [id]))).toBeUndefined();
    for (const junk of ['', '.', 'not-a-token', `${id}.`, '../../etc/passwd']) expect(verifyMemberLinkToken(SECRET, junk)).toBeUndefined();
  });
});
