import { describe, expect, it } from 'vitest';
import { relyingPartyOf } from './passkeys.ts';
import { defaultPasskeyName } from '../commands/manage-passkeys/manage-passkeys.handler.ts';

/** Decision 044: the relying party follows PUBLIC_URL; a passkey's default name is the browser it was added from. */
describe('the relying party', () => {
  const config = (publicUrl: string, trustedOrigins: string[], isProduction = true) => ({ isProduction, http: { publicUrl }, auth: { trustedOrigins } });

  it('is the public URL hostname, with the trusted origins on that domain or its subdomains', () => {
    expect(relyingPartyOf(config('https://talentleaders.example', ['https://talentleaders.example', 'https://app.talentleaders.example', 'https://partner.example']))).toEqual({
      name: 'TalentLeaders',
      id: 'talentleaders.example',
      origins: ['https://talentleaders.example', 'https://app.talentleaders.example'],
    });
  });

  it('takes localhost for a loopback address outside production (an RP ID cannot be an IP address)', () => {
    const rp = relyingPartyOf(config('http://127.0.0.1:4123', ['http://127.0.0.1:4123', 'http://localhost:4123'], false));
    expect(rp).toMatchObject({ id: 'localhost', origins: ['http://localhost:4123'] });
    expect(relyingPartyOf(config('http://localhost:3000', ['http://localhost:3000', 'http://127.0.0.1:3000'], false))).toMatchObject({
      id: 'localhost',
      origins: ['http://localhost:3000'],
    });
    // Production keeps what it is given: no origin matches, so nothing verifies (start-up requires a real PUBLIC_URL there).
    expect(relyingPartyOf(config('http://127.0.0.1:3000', ['http://127.0.0.1:3000'])).origins).toEqual(['http://127.0.0.1:3000']);
  });
});

describe("a passkey's default name", () => {
  it('is the browser and system it was added from, or "Passkey"', () => {
    expect(defaultPasskeyName('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1')).toBe(
      'Safari on iOS',
    );
    expect(defaultPasskeyName(null)).toBe('Passkey');
    expect(defaultPasskeyName('something/1.0')).toBe('Passkey');
  });
});
