import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../../../src/modules/identity/index.ts';
import { stepUpMessages } from '../../../src/modules/identity/contracts/step-up.contract.ts';
import { startHarness, type Harness } from '../../setup/test-harness.ts';
import { cookieHeaderFrom, createSignedInUser, createUser, csrfHeaders, freshTotpCode, signInAs, type SignedInUser, type TestUser } from '../../factories/users.factory.ts';

/**
 * Step-up through the real routes (issue 31 item 3, decision 045): the sensitive actions ask a
 * session that passed a second factor for a fresh code, good for 5 minutes and for that session
 * only; the sign-in's own code cannot be typed again; wrong codes count toward the account's
 * lock-out; new recovery codes; and the e-mail that tells a person their factors changed (worker +
 * SMTP peer).
 */

const STEP_MS = 30_000;
const CLIENTS_EXPORT = '/api/admin/clients/export';

describe('step-up: a fresh second factor for sensitive actions', () => {
  let t: Harness;
  beforeAll(async () => {
    t = await startHarness({ worker: true, smtp: true, env: { AUTH_RATE_LIMIT_MAX: '100000' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  type Caller = { headers: Record<string, string> };
  const get = (url: string, caller: Caller) => t.app.inject({ method: 'GET', url, headers: caller.headers });
  const post = (url: string, caller: Caller, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: caller.headers, ...(payload ? { payload } : {}) });
  const confirm = (caller: Caller, code: string) => post('/api/account/step-up', caller, { code });
  const steppedUpAt = async (sessionId: string) =>
    (await t.orm.em.fork().execute<{ stepped_up_at: Date | null }[]>('SELECT stepped_up_at FROM sessions WHERE id = ?', [sessionId]))[0]?.stepped_up_at;

  /** Signs a staff member in through both steps, as a browser; returns its headers and the code it used. */
  async function signInWithCode(user: TestUser): Promise<Caller & { code: string }> {
    const password = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', headers: csrfHeaders, payload: { email: user.email, password: user.password } });
    expect(password.statusCode).toBe(202);
    const code = await freshTotpCode(user);
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/second-factor',
      headers: csrfHeaders,
      payload: { pendingToken: password.json().pendingToken, code },
    });
    expect(done.statusCode, done.body).toBe(200);
    return { headers: { ...csrfHeaders, cookie: cookieHeaderFrom(done) }, code };
  }

  it("asks for a fresh code even right after sign-in, refuses the sign-in's own code, then lets the export through", async () => {
    const admin = await createUser(t.app, 'super-admin');
    const browser = await signInWithCode(admin);

    const asked = await get(CLIENTS_EXPORT, browser);
    expect(asked.statusCode).toBe(403);
    expect(asked.json()).toMatchObject({ code: 'step_up_required', detail: stepUpMessages.required });
    expect((await get('/api/account/step-up', browser)).json()).toEqual({ required: true, freshUntil: null, methods: ['totp'] });

    const replayed = await confirm(browser, browser.code);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().code).toBe('invalid_code');

    const confirmed = await confirm(browser, await freshTotpCode(admin));
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const freshUntil = Date.parse(confirmed.json().freshUntil);
    expect(freshUntil - Date.now()).toBeGreaterThan(4.9 * 60_000);
    expect(freshUntil - Date.now()).toBeLessThanOrEqual(5 * 60_000);

    const exported = await get(CLIENTS_EXPORT, browser);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('text/csv');
  });

  it('lasts 5 minutes, for this session only', async () => {
    const admin = await createSignedInUser(t.app, 'super-admin');
    expect((await confirm(admin, await freshTotpCode(admin))).statusCode).toBe(200);
    const otherBrowser = await signInAs(t.app, admin);
    expect((await get(CLIENTS_EXPORT, admin)).statusCode).toBe(200);
    expect((await get(CLIENTS_EXPORT, otherBrowser)).json().code).toBe('step_up_required');

    // Five minutes and a second later.
    await t.orm.em.fork().execute(`UPDATE sessions SET stepped_up_at = now() - interval '5 minutes 1 second' WHERE id = ?`, [admin.sessionId]);
    expect((await get(CLIENTS_EXPORT, admin)).json().code).toBe('step_up_required');
    expect((await get('/api/account/step-up', admin)).json().freshUntil).toBeNull();
  });

  it('guards role changes and erasure as well, and a client with a factor deleting their own account', async () => {
    const admin = await createSignedInUser(t.app, 'super-admin');
    const staff = await createUser(t.app, 'staff');
    const role = await t.app.inject({ method: 'PUT', url: `/api/admin/users/${staff.id}/consultant`, headers: admin.headers });
    expect(role.json().code).toBe('step_up_required');
    const client = await createUser(t.app, 'client');
    const erasure = await post(`/api/admin/users/${client.id}/erasure`, admin, { confirmation: 'DELETE' });
    expect(erasure.json().code).toBe('step_up_required');
    // Nothing happened: the role and the account are as they were.
    const [row] = await t.orm.em.fork().execute<{ user_type: string | null; deletion_requested_at: Date | null }[]>(
      'SELECT (SELECT user_type FROM users WHERE id = ?) AS user_type, (SELECT deletion_requested_at FROM users WHERE id = ?) AS deletion_requested_at',
      [staff.id, client.id],
    );
    expect(row).toEqual({ user_type: null, deletion_requested_at: null });

    // A client without a factor has nothing to step up with: the password the form asks is the check.
    const plainClient = await createSignedInUser(t.app, 'client');
    expect((await post('/api/account/deletion', plainClient, { password: 'wrong-password', confirmation: 'DELETE' })).statusCode).toBe(400);
    expect((await get('/api/account/step-up', plainClient)).json()).toEqual({ required: false, freshUntil: null, methods: [] });
    // One with a factor is asked for it.
    const guardedClient = await createSignedInUser(t.app, 'client', { secondFactor: true });
    expect((await post('/api/account/deletion', guardedClient, { password: guardedClient.password, confirmation: 'DELETE' })).json().code).toBe('step_up_required');
  });

  it('counts wrong codes toward the account lock-out, like wrong passwords', async () => {
    const admin = await createSignedInUser(t.app, 'super-admin');
    const right = await totpCode(admin.totpSecret!, Date.now());
    const wrong = right === '111111' ? '222222' : '111111';
    for (let attempt = 1; attempt <= 5; attempt += 1) expect((await confirm(admin, wrong)).json().code, `attempt ${attempt}`).toBe('invalid_code');
    const locked = await confirm(admin, await freshTotpCode(admin));
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('account_locked');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // The password is refused too, from a browser that never signed in as the admin.
    const password = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', headers: csrfHeaders, payload: { email: admin.email, password: admin.password } });
    expect(password.statusCode).toBe(429);
    expect(await steppedUpAt(admin.sessionId)).toBeNull();
  });

  it('confirms with a recovery code once, and e-mails the owner that one was used', async () => {
    const client = await createSignedInUser(t.app, 'client', { firstName: 'Rhea' });
    const started = await post('/api/account/second-factor/enrolment', client);
    const confirmed = await post('/api/account/second-factor/enrolment/confirm', client, { code: await totpCode(started.json().secret, Date.now()) });
    const recoveryCode = confirmed.json<{ recoveryCodes: string[] }>().recoveryCodes[0]!;

    const enrolledMail = await t.mailbox.waitForMessage(client.email, (m) => m.subject.startsWith('An authenticator app was added'));
    expect(enrolledMail.subject).toBe('An authenticator app was added on your TalentLeaders account');
    expect(enrolledMail.text).toContain('Hello Rhea');

    expect((await confirm(client, recoveryCode)).statusCode).toBe(200);
    expect((await confirm(client, recoveryCode)).json().code).toBe('invalid_code');
    const usedMail = await t.mailbox.waitForMessage(client.email, (m) => m.subject.startsWith('A recovery code was used'));
    expect(usedMail.text).toContain('If this was not you, change your password');
  });

  it('replaces the recovery codes after a fresh code: the old ones stop working, a staff member’s change is audited', async () => {
    const admin = await createSignedInUser(t.app, 'consultant');
    const asked = await post('/api/account/second-factor/recovery-codes', admin);
    expect(asked.json().code).toBe('step_up_required');
    expect((await confirm(admin, await freshTotpCode(admin))).statusCode).toBe(200);
    const first = (await post('/api/account/second-factor/recovery-codes', admin)).json<{ recoveryCodes: string[] }>().recoveryCodes;
    const second = await post('/api/account/second-factor/recovery-codes', admin);
    expect(second.statusCode).toBe(200);
    expect(second.headers['cache-control']).toBe('no-store');
    const codes = second.json<{ recoveryCodes: string[] }>().recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(codes.some((code) => first.includes(code))).toBe(false);

    // The first set no longer works; the second does.
    await t.orm.em.fork().execute('UPDATE sessions SET stepped_up_at = NULL WHERE id = ?', [admin.sessionId]);
    expect((await confirm(admin, first[0]!)).json().code).toBe('invalid_code');
    expect((await confirm(admin, codes[0]!)).statusCode).toBe(200);

    const audit = await t.orm.em.fork().execute<{ kind: string }[]>('SELECT kind FROM audit_events WHERE actor_id = ? ORDER BY id', [admin.id]);
    expect(audit.map((row) => row.kind)).toEqual(['second-factor.recovery-codes-replaced', 'second-factor.recovery-codes-replaced']);
    await t.mailbox.waitForMessage(admin.email, (m) => m.subject.startsWith('Your recovery codes were replaced'));
  });

  it('answers bad input with problem+json, never a 500', async () => {
    const admin: SignedInUser = await createSignedInUser(t.app, 'super-admin');
    for (const payload of [{}, { code: '' }, { code: 'x'.repeat(65) }, { code: 42 }]) {
      const res = await post('/api/account/step-up', admin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
    expect((await post('/api/account/step-up', { headers: csrfHeaders }, { code: '123456' })).statusCode).toBe(401);
    // A session that passed no second factor has nothing to confirm with: told so, never a 500.
    const plainClient = await createSignedInUser(t.app, 'client');
    const nothing = await post('/api/account/step-up', plainClient, { code: '123456' });
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json()).toMatchObject({ code: 'second_factor_not_enrolled', detail: stepUpMessages.noSecondFactor });
  });

  it('keeps a code of a step already used refused (one period back)', async () => {
    const admin = await createSignedInUser(t.app, 'super-admin');
    const code = await freshTotpCode(admin);
    expect((await confirm(admin, code)).statusCode).toBe(200);
    const earlier = await totpCode(admin.totpSecret!, Date.now() - STEP_MS);
    expect((await confirm(admin, earlier)).json().code).toBe('invalid_code');
  });
});
