import { createHash } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../setup/test-app.ts';
import { issueUserToken, totpCode } from '../../../src/modules/identity/index.ts';
import { lockoutMessage } from '../../../src/modules/identity/contracts/account-sessions.contract.ts';
import { cookieHeaderFrom, createUser, csrfHeaders, FACTORY_PASSWORD, freshTotpCode, uniqueEmail } from '../../factories/users.factory.ts';

/**
 * The per-account lock-out of decision 041 through the real sign-in route: 5 wrong passwords in
 * 15 minutes lock the address for 1 minute, each next lock twice as long up to 15; an unknown
 * address locks exactly alike; a right password resets it; a browser that signed in before keeps
 * signing in with the right password; a password reset lifts it.
 */
describe('per-account lock-out', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The per-IP limit out of the way: this file is about the per-address one (the defaults).
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const signIn = (email: string, password: string, cookie?: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/sign-in', headers: { ...csrfHeaders, ...(cookie ? { cookie } : {}) }, payload: { email, password } });
  const failFiveTimes = async (email: string) => {
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const res = await signIn(email, `Wrong-password${attempt}`);
      // The attempts themselves answer like any wrong password; the lock shows from the next one.
      expect(res.statusCode, `attempt ${attempt}`).toBe(401);
    }
  };
  /** Time passing: the lock's key in Redis gone, as when its expiry comes. */
  const letTheLockRunOut = async (email: string) => {
    const digest = createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');
    await t.redis.del(`${t.config.redis.prefix}:account-lockout:${digest}:locked`);
  };
  const strip = (res: LightMyRequestResponse) => ({ ...res.json(), requestId: undefined });

  it('locks an address after 5 wrong passwords, for 1 minute, even for the right one; 429 with Retry-After', async () => {
    const user = await createUser(t.app, 'client');
    await failFiveTimes(user.email);
    const locked = await signIn(user.email, FACTORY_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThanOrEqual(59);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(locked.json()).toMatchObject({ code: 'account_locked', detail: lockoutMessage(60) });
    expect(lockoutMessage(60)).toBe('Too many failed sign-in attempts for this account. Please try again in 1 minute, or reset your password.');
    expect(locked.cookies).toHaveLength(0);
  });

  it('locks an address nobody owns exactly like a real one (status, body, Retry-After)', async () => {
    const user = await createUser(t.app, 'executive');
    const nobody = uniqueEmail('nobody');
    // Side by side, so both locks start within milliseconds: one locked seconds before the other (a
    // loaded machine) words its remaining time otherwise ('a minute' against '1 minute').
    await Promise.all([failFiveTimes(user.email), failFiveTimes(nobody)]);
    const [real, unknown] = await Promise.all([signIn(user.email, 'Wrong-password9'), signIn(nobody, 'Wrong-password9')]);
    expect(unknown.statusCode).toBe(real.statusCode);
    expect(strip(unknown)).toEqual(strip(real));
    expect(unknown.headers['retry-after']).toBe(real.headers['retry-after']);
  });

  it('doubles each next lock (2, 4, 8 minutes) up to 15 minutes', async () => {
    const user = await createUser(t.app, 'client');
    const retryAfter: number[] = [];
    for (let lock = 1; lock <= 6; lock += 1) {
      await failFiveTimes(user.email);
      const res = await signIn(user.email, FACTORY_PASSWORD);
      expect(res.statusCode).toBe(429);
      retryAfter.push(Math.round(Number(res.headers['retry-after']) / 60));
      await letTheLockRunOut(user.email);
    }
    expect(retryAfter).toEqual([1, 2, 4, 8, 15, 15]);
  });

  it('starts over after a right password: the count, and the growth', async () => {
    const user = await createUser(t.app, 'client');
    await failFiveTimes(user.email);
    await letTheLockRunOut(user.email);
    for (let attempt = 1; attempt <= 4; attempt += 1) expect((await signIn(user.email, 'Wrong-password1')).statusCode).toBe(401);
    expect((await signIn(user.email, FACTORY_PASSWORD)).statusCode).toBe(200);
    // Four more wrong ones do not lock (the count started over)...
    for (let attempt = 1; attempt <= 4; attempt += 1) expect((await signIn(user.email, 'Wrong-password1')).statusCode).toBe(401);
    expect((await signIn(user.email, FACTORY_PASSWORD)).statusCode).toBe(200);
    // ...and the next lock is the first one's length again, not the second's.
    await failFiveTimes(user.email);
    const res = await signIn(user.email, FACTORY_PASSWORD);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it("lets a browser that signed in before in with the right password while the address is locked, and nobody else", async () => {
    // Without a second factor: the password alone starts the session and sets the known-device cookie.
    const user = await createUser(t.app, 'consultant', { secondFactor: false });
    const before = await signIn(user.email, FACTORY_PASSWORD);
    const device = before.cookies.find((c) => c.name === 'tl_device');
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api' });
    expect((device?.maxAge ?? 0) / 86_400).toBe(180);
    const knownDevice = `tl_device=${device!.value}`;

    await failFiveTimes(user.email);
    expect((await signIn(user.email, FACTORY_PASSWORD)).statusCode).toBe(429);
    // A forged cookie (the user id without our signature) is no known device.
    expect((await signIn(user.email, FACTORY_PASSWORD, `tl_device=${user.id}`)).statusCode).toBe(429);
    // Another account's known device is not this one's.
    const other = await signIn((await createUser(t.app, 'client')).email, FACTORY_PASSWORD);
    expect((await signIn(user.email, FACTORY_PASSWORD, cookieHeaderFrom(other))).statusCode).toBe(429);
    // The known device with a wrong password learns nothing new: still locked.
    expect((await signIn(user.email, 'Wrong-password1', knownDevice)).statusCode).toBe(429);

    const owner = await signIn(user.email, FACTORY_PASSWORD, knownDevice);
    expect(owner.statusCode).toBe(200);
    // The right password reset the lock for everyone.
    expect((await signIn(user.email, FACTORY_PASSWORD)).statusCode).toBe(200);
  });

  it('counts wrong codes of the second step with wrong passwords, and a right password alone does not wipe them', async () => {
    const admin = await createUser(t.app, 'super-admin');
    const right = await totpCode(admin.totpSecret!, Date.now());
    const wrong = right === '111111' ? '222222' : '111111';
    const codeStep = async (code: string) => {
      const password = await signIn(admin.email, FACTORY_PASSWORD);
      expect(password.statusCode).toBe(202);
      return t.app.inject({ method: 'POST', url: '/api/auth/sign-in/second-factor', headers: csrfHeaders, payload: { pendingToken: password.json().pendingToken, code } });
    };
    // Two wrong passwords, then wrong codes each after a right password: five wrong secrets in all.
    expect((await signIn(admin.email, 'Wrong-password1')).statusCode).toBe(401);
    expect((await signIn(admin.email, 'Wrong-password2')).statusCode).toBe(401);
    for (let attempt = 1; attempt <= 3; attempt += 1) expect((await codeStep(wrong)).json().code, `code ${attempt}`).toBe('invalid_code');
    const locked = await signIn(admin.email, FACTORY_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('account_locked');
    await letTheLockRunOut(admin.email);
    // Password and right code together start the count over.
    expect((await codeStep(await totpCode(admin.totpSecret!, Date.now()))).statusCode).toBe(200);
    expect((await signIn(admin.email, 'Wrong-password3')).statusCode).toBe(401);
    expect((await signIn(admin.email, FACTORY_PASSWORD)).statusCode).toBe(202);
  });

  it('remembers a browser that signed in with password and code, and lets it finish both steps while someone else locks the account', async () => {
    const admin = await createUser(t.app, 'super-admin');
    const bothSteps = async (cookie?: string) => {
      const password = await signIn(admin.email, FACTORY_PASSWORD, cookie);
      if (password.statusCode !== 202) return password;
      return t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/second-factor',
        headers: { ...csrfHeaders, ...(cookie ? { cookie } : {}) },
        payload: { pendingToken: password.json().pendingToken, code: await freshTotpCode(admin) },
      });
    };
    const first = await bothSteps();
    expect(first.statusCode).toBe(200);
    const device = first.cookies.find((c) => c.name === 'tl_device');
    expect(device).toBeDefined();

    await failFiveTimes(admin.email);
    expect((await bothSteps()).statusCode).toBe(429);
    const owner = await bothSteps(`tl_device=${device!.value}`);
    expect(owner.statusCode, owner.body).toBe(200);
  });

  it('a password reset lifts the lock-out', async () => {
    const user = await createUser(t.app, 'executive');
    await failFiveTimes(user.email);
    expect((await signIn(user.email, FACTORY_PASSWORD)).statusCode).toBe(429);
    const token = await issueUserToken(t.orm.em.fork(), user.id, 'password_reset');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/reset',
      headers: csrfHeaders,
      payload: { token, password: 'Brand-new-pass9', confirmPassword: 'Brand-new-pass9' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await signIn(user.email, 'Brand-new-pass9')).statusCode).toBe(200);
  });

  it('counts wrong current passwords on the Security page too', async () => {
    const user = await createUser(t.app, 'client');
    const signedIn = await signIn(user.email, FACTORY_PASSWORD);
    // A stolen session without the device cookie (the access and refresh cookies only).
    const stolen = signedIn.cookies.filter((c) => c.name !== 'tl_device').map((c) => `${c.name}=${c.value}`).join('; ');
    const change = (currentPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/account/password',
        headers: { ...csrfHeaders, cookie: stolen },
        payload: { currentPassword, password: 'Brand-new-pass9', confirmPassword: 'Brand-new-pass9' },
      });
    for (let attempt = 1; attempt <= 5; attempt += 1) expect((await change(`Guess-${attempt}`)).statusCode).toBe(400);
    const locked = await change(FACTORY_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('account_locked');
    expect((await signIn(user.email, FACTORY_PASSWORD)).statusCode).toBe(429);
  });
});
