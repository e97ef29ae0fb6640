import { describe, expect, it } from 'vitest';
import { signUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token.ts';

const secret = 'a-test-secret-of-at-least-32-characters!';
const scope = { userId: '6f1c8f7e-3d2b-4c1a-9e8f-0a1b2c3d4e5f', frequency: 'weekly' as const };

describe('unsubscribe tokens', () => {
  it('verifies a token it signed, giving back its scope', () => {
    expect(verifyUnsubscribeToken(secret, signUnsubscribeToken(secret, scope))).toEqual(scope);
  });

  it('refuses a token for another user or frequency, another secret, or a malformed one', () => {
    const token = signUnsubscribeToken(secret, scope);
    const [, , signature] = token.split('.');
    expect(verifyUnsubscribeToken(secret, `6f1c8f7e-3d2b-4c1a-9e8f-0a1b2c3d4e50.weekly.${signature}`)).toBeUndefined();
    expect(verifyUnsubscribeToken(secret, `${scope.userId}.daily.${signature}`)).toBeUndefined();
    expect(verifyUnsubscribeToken('another-secret-of-at-least-32-characters', token)).toBeUndefined();
    expect(verifyUnsubscribeToken(secret, `${token}x`)).toBeUndefined();
    expect(verifyUnsubscribeToken(secret, 'nonsense')).toBeUndefined();
    expect(verifyUnsubscribeToken(secret, `${token}.extra`)).toBeUndefined();
  });
});
