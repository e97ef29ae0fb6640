import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runUsersCommand } from '../../../src/cli/users.ts';
import { identityPersonalData, relyingPartyOf, totpCode } from '../../../src/modules/identity/index.ts';
import { passkeyMessages } from '../../../src/modules/identity/contracts/passkeys.contract.ts';
import { createTestApp, type TestApp } from '../../setup/test-app.ts';
import { cookieHeaderFrom, createSignedInUser, createUser, csrfHeaders, signInAs, type SignedInUser, type TestUser } from '../../factories/users.factory.ts';
import { SoftwareAuthenticator } from '../../factories/software-authenticator.ts';

/**
 * Passkeys through the real routes (issue 31 item 2, decision 044), answered by a software
 * authenticator (tests/factories/software-authenticator.ts: an EC P-256 key, the specification's
 * bytes built by hand): registration, the list, renaming and removing, signing in with a passkey
 * alone, a passkey as the second step after the password, challenges that work once, wrong origins,
 * unknown credentials and a staff member who enrols with a passkey instead of an app.
 */

const MAC_CHROME = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

type Options = { challengeId: string; options: Record<string, unknown> & { challenge: string } };

describe('passkeys', () => {
  let t: TestApp;
  let origin: string;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000' });
    const rp = relyingPartyOf(t.config);
    expect(rp).toMatchObject({ name: 'TalentLeaders', id: 'localhost' });
    origin = rp.origins[0]!;
    expect(new URL(origin).hostname).toBe('localhost');
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, user: { headers: Record<string, string> } | null, payload?: object) =>
    t.app.inject({ method, url, headers: { 'user-agent': MAC_CHROME, ...(user ? user.headers : csrfHeaders) }, ...(payload ? { payload } : {}) });
  const db = () => t.orm.em.fork();
  const sessionRow = async (sessionId: string) =>
    (await db().execute<{ second_factor: string | null; revoked_at: Date | null }[]>('SELECT second_factor, revoked_at FROM sessions WHERE id = ?', [sessionId]))[0];
  const auditOf = async (userId: string) =>
    db().execute<{ kind: string; actor_role: string }[]>('SELECT kind, actor_role FROM audit_events WHERE target_id = ? ORDER BY id', [userId]);
  const eventsOf = async (userId: string) =>
    (await db().execute<{ reason: string }[]>(`SELECT reason FROM security_events WHERE kind = 'second_factor' AND user_id = ? ORDER BY at, id`, [userId])).map(
      (row) => row.reason,
    );

  /** Adds a passkey through the routes: the options, the authenticator's answer, the registration. */
  async function addPasskey(user: SignedInUser, authenticator: SoftwareAuthenticator, name?: string) {
    const started = await send('POST', '/api/account/passkeys/registration/options', user);
    expect(started.statusCode, started.body).toBe(200);
    const { challengeId, options } = started.json<Options>();
    const response = authenticator.register(options as never);
    const done = await send('POST', '/api/account/passkeys/registration', user, { challengeId, response, ...(name ? { name } : {}) });
    expect(done.statusCode, done.body).toBe(201);
    return done.json<{ passkey: { id: string; name: string; backedUp: boolean }; recoveryCodes: string[] | null }>();
  }

  async function passkeySignIn(authenticator: SoftwareAuthenticator, choose: Parameters<SoftwareAuthenticator['authenticate']>[1] = {}) {
    const started = await send('POST', '/api/auth/passkey/options', null);
    expect(started.statusCode).toBe(200);
    const { challengeId, options } = started.json<Options>();
    const response = authenticator.authenticate(options, choose);
    return { challengeId, options, response, res: await send('POST', '/api/auth/passkey', null, { challengeId, response }) };
  }

  /** Confirms a fresh factor with a passkey (step-up: decision 045), as the dialog does. */
  async function stepUpWithPasskey(user: SignedInUser, authenticator: SoftwareAuthenticator) {
    const started = await send('POST', '/api/account/step-up/passkey-options', user);
    expect(started.statusCode, started.body).toBe(200);
    const { challengeId, options } = started.json<Options>();
    const confirmed = await send('POST', '/api/account/step-up', user, { passkey: { challengeId, response: authenticator.authenticate(options) } });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return confirmed.json<{ freshUntil: string | null; methods: string[] }>();
  }

  async function passwordStep(user: TestUser) {
    const res = await send('POST', '/api/auth/sign-in', null, { email: user.email, password: user.password });
    expect(res.statusCode).toBe(202);
    return res.json<{ pendingToken: string; methods: string[] }>();
  }

  it('registers a discoverable passkey with user verification; the first one answers ten recovery codes and ends the other sessions', async () => {
    const user = await createSignedInUser(t.app, 'client');
    const otherBrowser = await signInAs(t.app, user);
    const started = await send('POST', '/api/account/passkeys/registration/options', user);
    expect(started.headers['cache-control']).toBe('no-store');
    const { options } = started.json<Options>();
    expect(options).toMatchObject({
      rp: { name: 'TalentLeaders', id: 'localhost' },
      user: { name: user.email, displayName: 'Test Client' },
      attestation: 'none',
      authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'required' },
      excludeCredentials: [],
    });
    // The user handle is the account's id (16 bytes), never the address.
    expect(Buffer.from((options.user as { id: string }).id, 'base64url').toString('hex')).toBe(user.id.replaceAll('-', ''));

    const authenticator = new SoftwareAuthenticator({ origin });
    const { challengeId } = started.json<Options>();
    const registered = await send('POST', '/api/account/passkeys/registration', user, { challengeId, response: authenticator.register(options as never) });
    expect(registered.statusCode, registered.body).toBe(201);
    const body = registered.json<{ passkey: { id: string; name: string; lastUsedAt: string | null }; recoveryCodes: string[] }>();
    expect(body.passkey).toMatchObject({ name: 'Chrome on macOS', lastUsedAt: null, backedUp: false });
    expect(body.recoveryCodes).toHaveLength(10);

    const [stored] = await db().execute<{ credential_id: string; sign_count: string; transports: string[]; device_type: string }[]>(
      'SELECT credential_id, sign_count, transports, device_type FROM passkeys WHERE user_id = ?',
      [user.id],
    );
    expect(stored).toEqual({ credential_id: authenticator.credentials[0]!.id.toString('base64url'), sign_count: '0', transports: ['internal', 'hybrid'], device_type: 'singleDevice' });
    expect(await sessionRow(user.sessionId)).toMatchObject({ second_factor: 'passkey', revoked_at: null });
    expect((await sessionRow(otherBrowser.sessionId))?.revoked_at).not.toBeNull();
    expect((await send('GET', '/api/account/second-factor', user)).json()).toMatchObject({ enrolled: false, passkeys: 1, recoveryCodesLeft: 10 });
    expect(await eventsOf(user.id)).toEqual(['second factor (passkey) enrolled']);
    // A client's passkeys are theirs: security events, not the staff's audit trail.
    expect(await auditOf(user.id)).toEqual([]);

    // The next options exclude it; a second passkey is no first factor: no new codes.
    const again = (await send('POST', '/api/account/passkeys/registration/options', user)).json<Options>();
    expect(again.options.excludeCredentials).toEqual([{ id: stored!.credential_id, type: 'public-key', transports: ['internal', 'hybrid'] }]);
    expect(() => authenticator.register(again.options as never)).toThrow(/InvalidStateError/);
    const second = await addPasskey(user, new SoftwareAuthenticator({ origin, synced: true }), 'Work laptop');
    expect(second).toMatchObject({ passkey: { name: 'Work laptop', backedUp: true }, recoveryCodes: null });
    expect((await send('GET', '/api/account/second-factor', user)).json()).toMatchObject({ passkeys: 2, recoveryCodesLeft: 10 });
  });

  it('lists, renames and removes passkeys; removing the last one turns two-step sign-in off', async () => {
    const user = await createSignedInUser(t.app, 'executive');
    const stranger = await createSignedInUser(t.app, 'executive');
    const phoneAuthenticator = new SoftwareAuthenticator({ origin });
    const phone = await addPasskey(user, phoneAuthenticator, 'Phone');
    const laptop = await addPasskey(user, new SoftwareAuthenticator({ origin }), 'Laptop');
    const list = await send('GET', '/api/account/passkeys', user);
    expect(list.statusCode).toBe(200);
    expect(list.json<{ passkeys: { name: string }[] }>().passkeys.map((p) => p.name)).toEqual(['Phone', 'Laptop']);
    expect(Object.keys(list.json<{ passkeys: object[] }>().passkeys[0]!).sort()).toEqual(['backedUp', 'createdAt', 'id', 'lastUsedAt', 'name']);
    expect((await send('GET', '/api/account/passkeys', stranger)).json()).toEqual({ passkeys: [] });

    const renamed = await send('PATCH', `/api/account/passkeys/${phone.passkey.id}`, user, { name: '  Pixel 9  ' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id: phone.passkey.id, name: 'Pixel 9' });
    for (const name of ['', '   ', 'x'.repeat(61)]) {
      const refused = await send('PATCH', `/api/account/passkeys/${phone.passkey.id}`, user, { name });
      expect(refused.statusCode, name).toBe(400);
      expect(refused.headers['content-type']).toContain('application/problem+json');
    }
    // Someone else's passkey is not found, whatever they try.
    expect((await send('PATCH', `/api/account/passkeys/${phone.passkey.id}`, stranger, { name: 'Mine' })).json()).toMatchObject({ status: 404, code: 'passkey_not_found' });
    expect((await send('DELETE', `/api/account/passkeys/${phone.passkey.id}`, stranger)).statusCode).toBe(404);

    // Removing a factor asks for a fresh one (decision 045); the passkey itself can give it.
    expect((await send('DELETE', `/api/account/passkeys/${phone.passkey.id}`, user)).json().code).toBe('step_up_required');
    const fresh = await stepUpWithPasskey(user, phoneAuthenticator);
    expect(fresh.methods).toEqual(['passkey']);
    expect(Date.parse(fresh.freshUntil!)).toBeGreaterThan(Date.now() + 4 * 60_000);
    expect((await send('DELETE', `/api/account/passkeys/${phone.passkey.id}`, user)).json()).toEqual({ lastSecondFactorRemoved: false });
    expect((await sessionRow(user.sessionId))?.second_factor).toBe('passkey');
    expect((await send('DELETE', `/api/account/passkeys/${phone.passkey.id}`, user)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/account/passkeys/${laptop.passkey.id}`, user)).json()).toEqual({ lastSecondFactorRemoved: true });
    expect((await sessionRow(user.sessionId))?.second_factor).toBeNull();
    expect((await send('GET', '/api/account/second-factor', user)).json()).toMatchObject({ enrolled: false, passkeys: 0, recoveryCodesLeft: 0 });
    const [codes] = await db().execute<{ n: number }[]>('SELECT count(*)::int AS n FROM second_factor_recovery_codes WHERE user_id = ?', [user.id]);
    expect(codes?.n).toBe(0);
    expect(await eventsOf(user.id)).toEqual(['second factor (passkey) enrolled', 'passkey added', 'passkey removed', 'second factor turned off (last passkey removed)']);
    // Each change e-mails the owner (decision 045's SecondFactorChanged), recorded in its transaction.
    const changes = await db().execute<{ change: string }[]>(
      `SELECT payload->>'change' AS change FROM outbox WHERE type = 'SecondFactorChanged' AND payload->>'userId' = ? ORDER BY occurred_at`,
      [user.id],
    );
    expect(changes.map((row) => row.change)).toEqual(['passkey-added', 'passkey-added', 'passkey-removed', 'passkey-removed']);
    // The password alone signs in again.
    expect((await send('POST', '/api/auth/sign-in', null, { email: user.email, password: user.password })).statusCode).toBe(200);
  });

  it("is identity's personal data: the export lists names and dates, never keys; the erasure leaves nothing", async () => {
    const user = await createSignedInUser(t.app, 'client');
    await addPasskey(user, new SoftwareAuthenticator({ origin }), 'Phone');
    await send('POST', '/api/auth/passkey/options', null);
    const section = (await identityPersonalData.export(db(), { userId: user.id, email: user.email })) as Record<string, unknown>;
    expect(section.Passkeys).toEqual([{ Name: 'Phone', Added: expect.any(String), 'Last used': null, 'Synced by its provider': false }]);
    expect(section['Recovery codes']).toEqual({ 'Recovery codes left': 10, 'Recovery codes used': 0 });
    expect(JSON.stringify(section)).not.toMatch(/public|credential/i);
    await db().transactional((tx) => identityPersonalData.erase(tx, { userId: user.id, email: user.email }));
    const [left] = await db().execute<{ n: number }[]>(
      'SELECT (SELECT count(*) FROM passkeys WHERE user_id = ?) + (SELECT count(*) FROM webauthn_challenges WHERE user_id = ?) AS n',
      [user.id, user.id],
    );
    expect(Number(left?.n)).toBe(0);
  });

  it('signs in with a passkey alone: no address typed, the session verified by the passkey', async () => {
    const user = await createSignedInUser(t.app, 'client');
    const authenticator = new SoftwareAuthenticator({ origin });
    await addPasskey(user, authenticator);

    const { options, res } = await passkeySignIn(authenticator);
    expect(options).toMatchObject({ rpId: 'localhost', userVerification: 'required' });
    expect(options.allowCredentials ?? []).toEqual([]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ user: { id: user.id, email: user.email }, mustEnrolSecondFactor: false });
    expect(res.cookies.map((cookie) => cookie.name).sort()).toEqual(expect.arrayContaining(['tl_access', 'tl_refresh']));
    const session = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: cookieHeaderFrom(res) } });
    expect(session.json().user).toMatchObject({ id: user.id });
    const [latest] = await db().execute<{ second_factor: string }[]>('SELECT second_factor FROM sessions WHERE user_id = ? ORDER BY created_at DESC LIMIT 1', [user.id]);
    expect(latest?.second_factor).toBe('passkey');
    const [stored] = await db().execute<{ sign_count: string; last_used_at: Date | null }[]>('SELECT sign_count, last_used_at FROM passkeys WHERE user_id = ?', [user.id]);
    expect(stored).toMatchObject({ sign_count: '1' });
    expect(stored?.last_used_at).not.toBeNull();
  });

  it('refuses a replayed challenge, a counter that did not move, a wrong origin, no user verification and an unknown credential', async () => {
    const user = await createSignedInUser(t.app, 'client');
    const authenticator = new SoftwareAuthenticator({ origin });
    await addPasskey(user, authenticator);

    // The same answer twice: the challenge was spent by the first.
    const { challengeId, response, res } = await passkeySignIn(authenticator);
    expect(res.statusCode).toBe(200);
    const replayed = await send('POST', '/api/auth/passkey', null, { challengeId, response });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toMatchObject({ code: 'passkey_challenge_expired', detail: passkeyMessages.challengeExpired });
    expect(replayed.headers['content-type']).toContain('application/problem+json');

    // A cloned authenticator: a fresh challenge signed with a counter that did not move on.
    const cloned = await passkeySignIn(authenticator, { counter: 1 });
    expect(cloned.res.statusCode).toBe(401);
    expect(cloned.res.json()).toMatchObject({ code: 'passkey_failed', detail: passkeyMessages.verificationFailed });

    // Another site's page asking for this site's passkey.
    authenticator.origin = 'https://evil.example';
    expect((await passkeySignIn(authenticator)).res.json()).toMatchObject({ code: 'passkey_failed' });
    const registration = (await send('POST', '/api/account/passkeys/registration/options', user)).json<Options>();
    const wrongOrigin = await send('POST', '/api/account/passkeys/registration', user, {
      challengeId: registration.challengeId,
      response: new SoftwareAuthenticator({ origin: 'https://evil.example' }).register(registration.options as never),
    });
    expect(wrongOrigin.statusCode).toBe(400);
    expect(wrongOrigin.json().code).toBe('passkey_failed');
    authenticator.origin = origin;

    // Present but not verified (no fingerprint, face or PIN).
    authenticator.userVerified = false;
    expect((await passkeySignIn(authenticator)).res.json().code).toBe('passkey_failed');
    const unverifiedRegistration = (await send('POST', '/api/account/passkeys/registration/options', user)).json<Options>();
    expect(
      (
        await send('POST', '/api/account/passkeys/registration', user, {
          challengeId: unverifiedRegistration.challengeId,
          response: new SoftwareAuthenticator({ origin, userVerified: false }).register(unverifiedRegistration.options as never),
        })
      ).json().code,
    ).toBe('passkey_failed');
    authenticator.userVerified = true;

    // A passkey nobody registered here: one clear message.
    const stranger = new SoftwareAuthenticator({ origin });
    stranger.register({ challenge: 'x', rp: { id: 'localhost' }, user: { id: Buffer.from('nobody').toString('base64url') } });
    const unknown = await passkeySignIn(stranger);
    expect(unknown.res.statusCode).toBe(401);
    expect(unknown.res.json()).toMatchObject({ code: 'passkey_unknown', detail: passkeyMessages.unknownCredential });

    // A registration challenge does not sign anyone in, and a made-up one is refused alike.
    const registerChallenge = (await send('POST', '/api/account/passkeys/registration/options', user)).json<Options>();
    const misused = await send('POST', '/api/auth/passkey', null, { challengeId: registerChallenge.challengeId, response: authenticator.authenticate(registerChallenge.options) });
    expect(misused.json().code).toBe('passkey_challenge_expired');
    // The right passkey still signs in afterwards.
    expect((await passkeySignIn(authenticator)).res.statusCode).toBe(200);
  });

  it('gives a passkey-only account new recovery codes (after a fresh factor: here one of its recovery codes)', async () => {
    const user = await createSignedInUser(t.app, 'client');
    const { recoveryCodes } = await addPasskey(user, new SoftwareAuthenticator({ origin }));
    expect((await send('POST', '/api/account/second-factor/recovery-codes', user)).json().code).toBe('step_up_required');
    expect((await send('POST', '/api/account/step-up', user, { code: recoveryCodes![0] })).statusCode).toBe(200);
    const replaced = await send('POST', '/api/account/second-factor/recovery-codes', user);
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json<{ recoveryCodes: string[] }>().recoveryCodes).toHaveLength(10);
    expect((await send('GET', '/api/account/second-factor', user)).json()).toMatchObject({ enrolled: false, passkeys: 1, recoveryCodesLeft: 10 });
  });

  it('refuses a passkey-only sign-in to an account being deleted', async () => {
    const user = await createSignedInUser(t.app, 'client');
    const authenticator = new SoftwareAuthenticator({ origin });
    await addPasskey(user, authenticator);
    await db().execute('UPDATE users SET deletion_requested_at = now() WHERE id = ?', [user.id]);
    expect((await passkeySignIn(authenticator)).res.json().code).toBe('passkey_unknown');
  });

  describe('as the second step after the password', () => {
    it('says which factors the account has, gives options naming its passkeys, and signs in with one', async () => {
      const user = await createSignedInUser(t.app, 'client');
      const authenticator = new SoftwareAuthenticator({ origin });
      const { recoveryCodes } = await addPasskey(user, authenticator);
      const first = await passwordStep(user);
      expect(first.methods).toEqual(['passkey']);

      const options = await send('POST', '/api/auth/sign-in/second-factor/passkey-options', null, { pendingToken: first.pendingToken });
      expect(options.statusCode).toBe(200);
      const { challengeId, options: requestOptions } = options.json<Options>();
      expect(requestOptions).toMatchObject({
        userVerification: 'required',
        allowCredentials: [{ id: authenticator.credentials[0]!.id.toString('base64url'), type: 'public-key' }],
      });
      const done = await send('POST', '/api/auth/sign-in/second-factor', null, {
        pendingToken: first.pendingToken,
        passkey: { challengeId, response: authenticator.authenticate(requestOptions) },
      });
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json()).toMatchObject({ user: { id: user.id } });
      const [latest] = await db().execute<{ second_factor: string }[]>('SELECT second_factor FROM sessions WHERE user_id = ? ORDER BY created_at DESC LIMIT 1', [user.id]);
      expect(latest?.second_factor).toBe('passkey');
      // The pending token was spent.
      expect((await send('POST', '/api/auth/sign-in/second-factor/passkey-options', null, { pendingToken: first.pendingToken })).json().code).toBe('second_factor_expired');
      // The recovery codes the first passkey brought work in its place (a lost phone).
      const withCode = await send('POST', '/api/auth/sign-in/second-factor', null, { pendingToken: (await passwordStep(user)).pendingToken, code: recoveryCodes![0] });
      expect(withCode.statusCode).toBe(200);
      expect((await send('GET', '/api/account/second-factor', user)).json()).toMatchObject({ passkeys: 1, recoveryCodesLeft: 9 });
    });

    it("offers both to an account with an app and a passkey, refuses another account's passkey and counts it as a wrong answer (and toward the lock-out)", async () => {
      const consultant = await createUser(t.app, 'consultant');
      const session = await signInAs(t.app, consultant);
      const authenticator = new SoftwareAuthenticator({ origin });
      await addPasskey(session, authenticator);
      const other = await createSignedInUser(t.app, 'client');
      const othersAuthenticator = new SoftwareAuthenticator({ origin });
      await addPasskey(other, othersAuthenticator);

      const { pendingToken, methods } = await passwordStep(consultant);
      expect(methods).toEqual(['totp', 'passkey']);
      for (let attempt = 0; attempt < 5; attempt++) {
        const { challengeId, options } = (await send('POST', '/api/auth/sign-in/second-factor/passkey-options', null, { pendingToken })).json<Options>();
        const refused = await send('POST', '/api/auth/sign-in/second-factor', null, {
          pendingToken,
          passkey: { challengeId, response: othersAuthenticator.authenticate(options, { credential: othersAuthenticator.credentials[0]! }) },
        });
        expect(refused.statusCode).toBe(401);
        expect(refused.json().code).toBe('passkey_unknown');
      }
      // Five wrong answers: the password again, and they counted toward the account's lock-out
      // like wrong codes (decision 045): the account is locked for a while.
      expect((await send('POST', '/api/auth/sign-in/second-factor/passkey-options', null, { pendingToken })).json().code).toBe('second_factor_expired');
      const locked = await send('POST', '/api/auth/sign-in', null, { email: consultant.email, password: consultant.password });
      expect(locked.statusCode).toBe(429);
      expect(locked.json().code).toBe('account_locked');

      // Another consultant with both: the passkey signs them in.
      const colleague = await createUser(t.app, 'consultant');
      const colleagueKey = new SoftwareAuthenticator({ origin });
      await addPasskey(await signInAs(t.app, colleague), colleagueKey);
      const fresh = await passwordStep(colleague);
      expect(fresh.methods).toEqual(['totp', 'passkey']);
      const { challengeId, options } = (await send('POST', '/api/auth/sign-in/second-factor/passkey-options', null, { pendingToken: fresh.pendingToken })).json<Options>();
      const done = await send('POST', '/api/auth/sign-in/second-factor', null, { pendingToken: fresh.pendingToken, passkey: { challengeId, response: colleagueKey.authenticate(options) } });
      expect(done.statusCode).toBe(200);
      expect(done.json()).toMatchObject({ isConsultant: true, mustEnrolSecondFactor: false });
    });

    it('answers an account without a passkey 409 and bad answers with problem+json', async () => {
      const consultant = await createUser(t.app, 'consultant');
      const { pendingToken, methods } = await passwordStep(consultant);
      expect(methods).toEqual(['totp']);
      const none = await send('POST', '/api/auth/sign-in/second-factor/passkey-options', null, { pendingToken });
      expect(none.statusCode).toBe(409);
      expect(none.json().code).toBe('no_passkey');
      for (const payload of [{ pendingToken }, { pendingToken, passkey: {} }, { pendingToken, passkey: { challengeId: 'nope', response: {} } }, { pendingToken, code: 5 }]) {
        const res = await send('POST', '/api/auth/sign-in/second-factor', null, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.headers['content-type']).toContain('application/problem+json');
      }
      // The code still works after all that.
      const code = await totpCode(consultant.totpSecret!);
      expect((await send('POST', '/api/auth/sign-in/second-factor', null, { pendingToken, code })).statusCode).toBe(200);
    });
  });

  describe('super admins and consultants', () => {
    it('lets a consultant without a second factor enrol with a passkey instead of an app, audited, and reach the rest', async () => {
      const consultant = await createSignedInUser(t.app, 'consultant', { secondFactor: false });
      expect((await send('GET', '/api/invitations', consultant)).json().code).toBe('second_factor_required');
      expect((await send('GET', '/api/account/passkeys', consultant)).statusCode).toBe(200);
      const authenticator = new SoftwareAuthenticator({ origin });
      const { passkey, recoveryCodes } = await addPasskey(consultant, authenticator);
      expect(recoveryCodes).toHaveLength(10);
      expect((await send('GET', '/api/session', consultant)).json()).toMatchObject({ mustEnrolSecondFactor: false });
      expect((await send('GET', '/api/invitations', consultant)).statusCode).toBe(200);
      expect(await auditOf(consultant.id)).toEqual([{ kind: 'passkey.added', actor_role: 'consultant' }]);

      // The password now asks for the passkey.
      expect((await passwordStep(consultant)).methods).toEqual(['passkey']);
      // Removing the last one (after confirming with it) sends them back to enrolment.
      await stepUpWithPasskey(consultant, authenticator);
      expect((await send('DELETE', `/api/account/passkeys/${passkey.id}`, consultant)).json()).toEqual({ lastSecondFactorRemoved: true });
      expect((await send('GET', '/api/invitations', consultant)).json().code).toBe('second_factor_required');
      expect(await auditOf(consultant.id)).toEqual([
        { kind: 'passkey.added', actor_role: 'consultant' },
        { kind: 'passkey.removed', actor_role: 'consultant' },
      ]);
    });

    it('keeps a super admin verified and their recovery codes when the app is turned off while a passkey remains', async () => {
      const admin = await createSignedInUser(t.app, 'super-admin');
      const { recoveryCodes } = await addPasskey(admin, new SoftwareAuthenticator({ origin }));
      // The app was the first factor: the passkey brings no new codes. The factory's enrolment made none, so
      // this admin has none; the status says so.
      expect(recoveryCodes).toBeNull();
      const off = await send('POST', '/api/account/second-factor/disable', admin, { code: await totpCode(admin.totpSecret!) });
      expect(off.statusCode, off.body).toBe(200);
      expect((await sessionRow(admin.sessionId))?.second_factor).toBe('totp');
      expect((await send('GET', '/api/admin/clients', admin)).statusCode).toBe(200);
      expect((await send('GET', '/api/account/second-factor', admin)).json()).toMatchObject({ enrolled: false, passkeys: 1 });
      expect(await auditOf(admin.id)).toEqual([
        { kind: 'passkey.added', actor_role: 'super-admin' },
        { kind: 'second-factor.removed', actor_role: 'super-admin' },
      ]);
      expect(await eventsOf(admin.id)).toContain('authenticator app removed, passkeys kept (with a TOTP code)');
    });

    it("lets an operator's reset remove the passkeys too", async () => {
      const admin = await createSignedInUser(t.app, 'super-admin');
      const authenticator = new SoftwareAuthenticator({ origin });
      await addPasskey(admin, authenticator);
      expect(await runUsersCommand(['reset-second-factor', admin.email], t.config, { out: () => undefined })).toBe(0);
      const [left] = await db().execute<{ n: number }[]>('SELECT count(*)::int AS n FROM passkeys WHERE user_id = ?', [admin.id]);
      expect(left?.n).toBe(0);
      expect((await passkeySignIn(authenticator)).res.json().code).toBe('passkey_unknown');
    });
  });
});
