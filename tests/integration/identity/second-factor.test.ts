import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runUsersCommand } from '../../../src/cli/users.ts';
import { DEMO_PASSWORD, DEMO_TOTP_SECRETS, enrolKnownSecondFactor, ensureDemoAccounts, totpCode } from '../../../src/modules/identity/index.ts';
import { secondFactorMessages } from '../../../src/modules/identity/contracts/second-factor.contract.ts';
import { createTestApp, type TestApp } from '../../setup/test-app.ts';
import {
  cookieHeaderFrom,
  createSignedInUser,
  createUser,
  csrfHeaders,
  signInAs,
  type SignedInUser,
  type TestUser,
} from '../../factories/users.factory.ts';

/**
 * The second factor through the real routes (issue 31 items 1 and 3, decision 043): enrolment by
 * QR code and secret confirmed by a first code, the two-step sign-in, codes accepted once, recovery
 * codes used once, turning it off with a code, and staff sessions without one refused everywhere
 * but the enrolment screen. Codes are computed from the secret as an authenticator app would.
 */

const STEP_MS = 30_000;

describe('second factor (TOTP)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000' });
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (url: string, user: SignedInUser | null, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: user ? user.headers : csrfHeaders, ...(payload ? { payload } : {}) });
  const get = (url: string, user: SignedInUser) => t.app.inject({ method: 'GET', url, headers: user.headers });
  const passwordStep = (user: TestUser) => post('/api/auth/sign-in', null, { email: user.email, password: user.password });
  const codeStep = (pendingToken: string, code: string) => post('/api/auth/sign-in/second-factor', null, { pendingToken, code });
  /** The code an authenticator app shows `steps` periods from now (1 = the next one, within the accepted drift). */
  const codeAt = (secret: string, steps = 0) => totpCode(secret, Date.now() + steps * STEP_MS);
  /** The audit trail's rows about an account (decision 042): kind, who, in which role. */
  const auditOf = async (userId: string) =>
    t.orm.em.fork().execute<{ kind: string; actor_id: string | null; actor_role: string }[]>(
      'SELECT kind, actor_id, actor_role FROM audit_events WHERE target_id = ? ORDER BY id',
      [userId],
    );
  const sessionRow = async (sessionId: string) =>
    (await t.orm.em.fork().execute<{ second_factor: string | null; revoked_at: Date | null }[]>('SELECT second_factor, revoked_at FROM sessions WHERE id = ?', [sessionId]))[0];

  /** Enrols through the routes; returns the secret shown and the recovery codes. */
  async function enrol(user: SignedInUser): Promise<{ secret: string; recoveryCodes: string[] }> {
    const started = await post('/api/account/second-factor/enrolment', user);
    expect(started.statusCode).toBe(200);
    const { secret } = started.json<{ secret: string }>();
    const confirmed = await post('/api/account/second-factor/enrolment/confirm', user, { code: await codeAt(secret) });
    expect(confirmed.statusCode).toBe(200);
    return { secret, recoveryCodes: confirmed.json<{ recoveryCodes: string[] }>().recoveryCodes };
  }

  it('enrols with a QR code and the secret as text, confirmed by a first code, and answers ten recovery codes once', async () => {
    const user = await createSignedInUser(t.app, 'client');
    expect((await get('/api/account/second-factor', user)).json()).toEqual({ enrolled: false, enrolledAt: null, passkeys: 0, recoveryCodesLeft: 0, required: false });

    const started = await post('/api/account/second-factor/enrolment', user);
    expect(started.statusCode).toBe(200);
    expect(started.headers['cache-control']).toBe('no-store');
    const body = started.json<{ secret: string; otpauthUri: string; qrCodeDataUrl: string }>();
    expect(body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(body.otpauthUri).toBe(`otpauth://totp/TalentLeaders:${user.email}?secret=${body.secret}&issuer=TalentLeaders`);
    expect(body.qrCodeDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(body.qrCodeDataUrl.split(',')[1]!, 'base64').toString()).toContain('<svg');

    // At rest: only the AES-GCM ciphertext, never the base32 secret.
    const [stored] = await t.orm.em.fork().execute<{ secret_ciphertext: string; confirmed_at: Date | null }[]>(
      'SELECT secret_ciphertext, confirmed_at FROM second_factors WHERE user_id = ?',
      [user.id],
    );
    expect(stored?.secret_ciphertext).toMatch(/^v1\./);
    expect(stored?.secret_ciphertext).not.toContain(body.secret);
    expect(stored?.confirmed_at).toBeNull();

    const wrong = await post('/api/account/second-factor/enrolment/confirm', user, { code: '000000' === (await codeAt(body.secret)) ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.headers['content-type']).toContain('application/problem+json');
    expect(wrong.json()).toMatchObject({ code: 'invalid_code', errors: { code: [secondFactorMessages.codeInvalid] } });

    const confirmed = await post('/api/account/second-factor/enrolment/confirm', user, { code: await codeAt(body.secret) });
    expect(confirmed.statusCode).toBe(200);
    const { recoveryCodes } = confirmed.json<{ recoveryCodes: string[] }>();
    expect(recoveryCodes).toHaveLength(10);
    const hashes = (await t.orm.em.fork().execute<{ code_hash: string }[]>('SELECT code_hash FROM second_factor_recovery_codes WHERE user_id = ?', [user.id])).map(
      (row) => row.code_hash,
    );
    expect(hashes.sort()).toEqual(recoveryCodes.map((code) => createHash('sha256').update(code.replaceAll('-', '')).digest('hex')).sort());

    const status = (await get('/api/account/second-factor', user)).json();
    expect(status).toMatchObject({ enrolled: true, recoveryCodesLeft: 10, required: false });
    expect((await sessionRow(user.sessionId))?.second_factor).toBe('totp');
    const again = await post('/api/account/second-factor/enrolment', user);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('second_factor_already_enrolled');
    const events = await t.orm.em.fork().execute<{ reason: string }[]>(`SELECT reason FROM security_events WHERE kind = 'second_factor' AND user_id = ?`, [user.id]);
    expect(events.map((event) => event.reason)).toEqual(['second factor (TOTP) enrolled']);
  });

  it('ends the sessions the password alone opened when the factor is confirmed', async () => {
    const user = await createSignedInUser(t.app, 'executive');
    const otherBrowser = await signInAs(t.app, user);
    await enrol(user);
    expect((await sessionRow(otherBrowser.sessionId))?.revoked_at).not.toBeNull();
    expect((await get('/api/profile', otherBrowser)).statusCode).toBe(401);
    expect((await get('/api/profile', user)).statusCode).toBe(200);
  });

  it('signs in in two steps: the password answers 202 with a pending token and no session, the code finishes', async () => {
    const user = await createSignedInUser(t.app, 'client');
    const { secret } = await enrol(user);

    const first = await passwordStep(user);
    expect(first.statusCode).toBe(202);
    expect(first.cookies).toHaveLength(0);
    const challenge = first.json<{ secondFactorRequired: true; pendingToken: string; expiresAt: string }>();
    expect(challenge.secondFactorRequired).toBe(true);
    const lifetime = new Date(challenge.expiresAt).getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(4 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(5 * 60_000);

    // The enrolment spent the current step: the next one (within the accepted drift) signs in.
    const second = await codeStep(challenge.pendingToken, await codeAt(secret, 1));
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ user: { id: user.id }, mustEnrolSecondFactor: false });
    const session = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: cookieHeaderFrom(second) } });
    expect(session.json().user).toMatchObject({ id: user.id });
    // The pending token is single use.
    const reused = await codeStep(challenge.pendingToken, await codeAt(secret, 1));
    expect(reused.statusCode).toBe(401);
    expect(reused.json().code).toBe('second_factor_expired');
  });

  it('accepts a code once only: the same code, or one of an earlier step, is refused afterwards', async () => {
    const user = await createUser(t.app, 'consultant');
    const secret = user.totpSecret!;
    const code = await codeAt(secret);
    const first = await codeStep((await passwordStep(user)).json().pendingToken, code);
    expect(first.statusCode).toBe(200);
    const replay = await codeStep((await passwordStep(user)).json().pendingToken, code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: 'invalid_code', detail: secondFactorMessages.codeInvalid });
    const earlier = await codeStep((await passwordStep(user)).json().pendingToken, await codeAt(secret, -1));
    expect(earlier.json().code).toBe('invalid_code');
    // Two steps off is past the accepted drift.
    const tooLate = await codeStep((await passwordStep(user)).json().pendingToken, await codeAt(secret, 2));
    expect(tooLate.json().code).toBe('invalid_code');
  });

  it('ends a challenge after five wrong codes, and the account is locked like after five wrong passwords', async () => {
    const user = await createUser(t.app, 'super-admin');
    const { pendingToken } = (await passwordStep(user)).json<{ pendingToken: string }>();
    const right = await codeAt(user.totpSecret!);
    const wrongCode = right === '123456' ? '654321' : '123456';
    for (let attempt = 0; attempt < 5; attempt++) expect((await codeStep(pendingToken, wrongCode)).json().code).toBe('invalid_code');
    const late = await codeStep(pendingToken, right);
    expect(late.statusCode).toBe(429);
    expect(late.json().code).toBe('account_locked');
    expect((await passwordStep(user)).statusCode).toBe(429);
    // Once the lock has run out, the challenge is still spent: the password again, then the code.
    await t.redis.del(await t.redis.keys(`${t.config.redis.prefix}:account-lockout:*`));
    const spent = await codeStep(pendingToken, right);
    expect(spent.json()).toMatchObject({ code: 'second_factor_expired', detail: secondFactorMessages.challengeExpired });
    expect((await codeStep((await passwordStep(user)).json().pendingToken, right)).statusCode).toBe(200);
  });

  it('signs in with a recovery code once, recording it, and counts the codes left', async () => {
    const user = await createSignedInUser(t.app, 'executive');
    const { recoveryCodes } = await enrol(user);
    const code = recoveryCodes[3]!;
    const used = await codeStep((await passwordStep(user)).json().pendingToken, ` ${code.toUpperCase()} `);
    expect(used.statusCode).toBe(200);
    const [row] = await t.orm.em.fork().execute<{ second_factor: string }[]>(
      'SELECT second_factor FROM sessions WHERE user_id = ? ORDER BY created_at DESC LIMIT 1',
      [user.id],
    );
    expect(row?.second_factor).toBe('recovery_code');
    const again = await codeStep((await passwordStep(user)).json().pendingToken, code);
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe('invalid_code');
    expect((await get('/api/account/second-factor', user)).json().recoveryCodesLeft).toBe(9);
    const [event] = await t.orm.em.fork().execute<{ reason: string }[]>(
      `SELECT reason FROM security_events WHERE kind = 'second_factor' AND user_id = ? AND reason LIKE '%recovery code%'`,
      [user.id],
    );
    expect(event?.reason).toBe('signed in with a recovery code (9 left)');
  });

  it('turns the factor off only with a current code; sign-in is then by password alone', async () => {
    const user = await createSignedInUser(t.app, 'client');
    const { secret } = await enrol(user);
    const wrong = await post('/api/account/second-factor/disable', user, { code: 'not-a-code' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('invalid_code');
    // The enrolment's own code (this step) was spent: it cannot turn the factor off.
    expect((await post('/api/account/second-factor/disable', user, { code: await codeAt(secret) })).json().code).toBe('invalid_code');
    const off = await post('/api/account/second-factor/disable', user, { code: await codeAt(secret, 1) });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ message: secondFactorMessages.disabled });
    expect((await get('/api/account/second-factor', user)).json()).toMatchObject({ enrolled: false, recoveryCodesLeft: 0 });
    expect((await passwordStep(user)).statusCode).toBe(200);
    // A client's own factor is theirs: in their security events, not the staff's audit trail.
    expect(await auditOf(user.id)).toEqual([]);
    const notEnrolled = await post('/api/account/second-factor/disable', user, { code: '123456' });
    expect(notEnrolled.statusCode).toBe(409);
    expect(notEnrolled.json().code).toBe('second_factor_not_enrolled');
  });

  it('answers bad input with problem+json, never 500', async () => {
    const user = await createSignedInUser(t.app, 'client');
    for (const payload of [{}, { code: '' }, { code: 'x'.repeat(65) }, { code: 12 }]) {
      const res = await post('/api/account/second-factor/enrolment/confirm', user, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
    expect((await post('/api/account/second-factor/enrolment/confirm', user, { code: '123456' })).json().code).toBe('no_enrolment_in_progress');
    expect((await codeStep('made-up', '123456')).json().code).toBe('second_factor_expired');
    expect((await post('/api/auth/sign-in/second-factor', null, { code: '123456' })).statusCode).toBe(400);
  });

  describe('super admins and consultants without a second factor', () => {
    it('reach only the enrolment routes, the session and sign-out, then everything once enrolled', async () => {
      const consultant = await createSignedInUser(t.app, 'consultant', { secondFactor: false });
      const session = await get('/api/session', consultant);
      expect(session.json()).toMatchObject({ isConsultant: true, mustEnrolSecondFactor: true });
      for (const url of ['/api/invitations', '/api/directory', '/api/profile', '/api/reference']) {
        const refused = await get(url, consultant);
        expect(refused.statusCode, url).toBe(403);
        expect(refused.json(), url).toMatchObject({ code: 'second_factor_required', detail: secondFactorMessages.required });
      }
      expect((await get('/api/account/second-factor', consultant)).json()).toMatchObject({ enrolled: false, required: true });
      await enrol(consultant);
      expect((await get('/api/session', consultant)).json().mustEnrolSecondFactor).toBe(false);
      expect((await get('/api/invitations', consultant)).statusCode).toBe(200);
      // A staff member's factor change is a staff action: in the audit trail, in the change's transaction.
      expect(await auditOf(consultant.id)).toEqual([{ kind: 'second-factor.enrolled', actor_id: consultant.id, actor_role: 'consultant' }]);
    });

    it('signs a super admin in by password to the enrolment screen only', async () => {
      const admin = await createUser(t.app, 'super-admin', { secondFactor: false });
      const res = await passwordStep(admin);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ isSuperAdmin: true, mustEnrolSecondFactor: true });
      const cookie = cookieHeaderFrom(res);
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/clients', headers: { cookie } })).json().code).toBe('second_factor_required');
      expect((await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie, ...csrfHeaders } })).statusCode).toBe(204);
    });

    it('sends a staff member who turns the factor off back to the enrolment screen', async () => {
      const admin = await createSignedInUser(t.app, 'super-admin');
      expect((await get('/api/admin/clients', admin)).statusCode).toBe(200);
      const off = await post('/api/account/second-factor/disable', admin, { code: await codeAt(admin.totpSecret!) });
      expect(off.statusCode).toBe(200);
      expect((await get('/api/admin/clients', admin)).json().code).toBe('second_factor_required');
      expect((await get('/api/session', admin)).json().mustEnrolSecondFactor).toBe(true);
      expect(await auditOf(admin.id)).toEqual([{ kind: 'second-factor.removed', actor_id: admin.id, actor_role: 'super-admin' }]);
    });
  });

  it("lets an operator reset the factor of someone who lost it: sessions end, recorded in security_events", async () => {
    const admin = await createSignedInUser(t.app, 'super-admin');
    const lines: string[] = [];
    expect(await runUsersCommand(['reset-second-factor', admin.email], t.config, { out: (line) => lines.push(line) })).toBe(0);
    expect(lines.at(-1)).toContain('removed and every session ended');
    expect((await get('/api/admin/clients', admin)).statusCode).toBe(401);
    const signIn = await passwordStep(admin);
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().mustEnrolSecondFactor).toBe(true);
    const [event] = await t.orm.em.fork().execute<{ route: string; method: string; reason: string }[]>(
      `SELECT route, method, reason FROM security_events WHERE kind = 'second_factor' AND user_id = ?`,
      [admin.id],
    );
    expect(event).toMatchObject({ route: 'npm run users -- reset-second-factor', method: 'CLI', reason: 'second factor reset by an operator' });
    expect(await auditOf(admin.id)).toEqual([{ kind: 'second-factor.reset', actor_id: null, actor_role: 'operator' }]);
    expect(await runUsersCommand(['reset-second-factor', 'nobody@acme-test.example'], t.config, { out: (line) => lines.push(line) })).toBe(1);
  });

  it('seeds the demo staff enrolled with their fixed secrets: password, then the code from the printed URI', async () => {
    await ensureDemoAccounts(t.orm.em.fork(), t.config.secrets.totpEncryptionKey);
    const res = await post('/api/auth/sign-in', null, { email: 'admin@example.com', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(202);
    const signedIn = await codeStep(res.json().pendingToken, await codeAt(DEMO_TOTP_SECRETS['admin@example.com']!));
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ isSuperAdmin: true, mustEnrolSecondFactor: false });
    // The clients and executives of the demo have none.
    expect((await post('/api/auth/sign-in', null, { email: 'client@example.com', password: DEMO_PASSWORD })).statusCode).toBe(200);
  });

  it('ends the password-only sessions of a staff member enrolled by the seed, who then signs in with a code', async () => {
    const admin = await createSignedInUser(t.app, 'super-admin', { secondFactor: false });
    expect(await enrolKnownSecondFactor(t.orm.em.fork(), t.config.secrets.totpEncryptionKey, admin.id, DEMO_TOTP_SECRETS['admin@example.com']!)).toBe(true);
    expect((await get('/api/session', admin)).json().user).toBeNull();
    expect(await enrolKnownSecondFactor(t.orm.em.fork(), t.config.secrets.totpEncryptionKey, admin.id, 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).toBe(false);
  });
});
