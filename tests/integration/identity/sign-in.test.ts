import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../setup/test-app.ts';
import { authMessages } from '../../../src/modules/identity/contracts/auth-messages.contract.ts';
import { issueUserToken } from '../../../src/modules/identity/index.ts';
import { cookieHeaderFrom, cookiesFrom, createUser, csrfHeaders, FACTORY_PASSWORD } from '../../factories/users.factory.ts';

describe('sign-in, e-mail confirmation, session and sign-out', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000'});
  });
  afterAll(async () => {
    await t.close();
  });

  const signIn = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/sign-in', headers: csrfHeaders, payload: { email, password } });

  it('signs a confirmed user in with httpOnly SameSite=Lax cookies and answers with the session', async () => {
    const user = await createUser(t.app, 'client', { firstName: 'Clara', lastName: 'Jones' });
    const res = await signIn(user.email.toUpperCase(), FACTORY_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      user: { id: user.id, email: user.email, userType: 'client', firstName: 'Clara', lastName: 'Jones' },
      isConsultant: false,
      isSuperAdmin: false,
    });
    const expiresIn = new Date(body.accessExpiresAt).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(14 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(15 * 60_000);

    const access = res.cookies.find((c) => c.name === 'tl_access');
    const refresh = res.cookies.find((c) => c.name === 'tl_refresh');
    expect(access).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 900 });
    expect(refresh).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth' });
    expect(access?.secure).toBeFalsy();
    const refreshDays = (new Date(refresh?.expires ?? 0).getTime() - Date.now()) / 86_400_000;
    expect(refreshDays).toBeGreaterThan(29.9);

    const session = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: cookieHeaderFrom(res) } });
    expect(session.statusCode).toBe(200);
    expect(session.json().user).toMatchObject({ id: user.id });
  });

  it('answers visitors with user null', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/session' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: null, isConsultant: false, isSuperAdmin: false, mustEnrolSecondFactor: false, accessExpiresAt: null });
  });

  it('gives the same 401 answer for an unknown e-mail and a wrong password', async () => {
    const user = await createUser(t.app, 'executive');
    const wrong = await signIn(user.email, 'Wrong-password1');
    const unknown = await signIn('nobody-here@acme-test.example', 'Wrong-password1');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    const strip = (body: Record<string, unknown>) => ({ ...body, requestId: undefined });
    expect(strip(wrong.json())).toEqual(strip(unknown.json()));
    expect(wrong.json()).toMatchObject({ code: 'invalid_credentials', detail: authMessages.signInFailed });
    expect(wrong.headers['content-type']).toContain('application/problem+json');
    expect(wrong.cookies).toHaveLength(0);
  });

  it('asks for the password with the spec message and validates the e-mail', async () => {
    const res = await signIn('someone@acme.com', '');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.password).toContain('Please enter your password.');
    const bad = await signIn('not-an-email', 'x');
    expect(bad.json().errors.email).toContain('Please enter a valid email address.');
  });

  it('refuses an unconfirmed account with email_not_confirmed, only after the right password', async () => {
    const user = await createUser(t.app, 'client', { confirmed: false });
    const right = await signIn(user.email, FACTORY_PASSWORD);
    expect(right.statusCode).toBe(403);
    expect(right.json()).toMatchObject({ code: 'email_not_confirmed', detail: authMessages.emailNotConfirmed });
    const wrong = await signIn(user.email, 'Wrong-password1');
    expect(wrong.json().code).toBe('invalid_credentials');
  });

  it('confirms an address once through the link, landing on the login form of the user type', async () => {
    const user = await createUser(t.app, 'executive', { confirmed: false });
    const token = await issueUserToken(t.orm.em.fork(), user.id, 'email_confirmation');
    const first = await t.app.inject({ method: 'GET', url: `/api/auth/confirm-email?token=${token}` });
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe(`${t.config.http.publicUrl}/auth/login/executive?confirmed=true`);
    expect((await signIn(user.email, FACTORY_PASSWORD)).statusCode).toBe(200);

    const again = await t.app.inject({ method: 'GET', url: `/api/auth/confirm-email?token=${token}` });
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe(`${t.config.http.publicUrl}/auth/login?confirmation=invalid`);
  });

  it('refuses an expired confirmation link (24 h)', async () => {
    const user = await createUser(t.app, 'client', { confirmed: false });
    const em = t.orm.em.fork();
    const token = await issueUserToken(em, user.id, 'email_confirmation');
    const [row] = await em.execute<{ expires_at: Date; created_at: Date }[]>(
      'SELECT expires_at, created_at FROM user_tokens WHERE user_id = ?',
      [user.id],
    );
    const lifetime = new Date(row!.expires_at).getTime() - new Date(row!.created_at).getTime();
    expect(Math.abs(lifetime - 24 * 3600_000)).toBeLessThan(5_000);
    await em.execute(`UPDATE user_tokens SET expires_at = now() - interval '1 second' WHERE user_id = ?`, [user.id]);
    const res = await t.app.inject({ method: 'GET', url: `/api/auth/confirm-email?token=${token}` });
    expect(res.headers.location).toContain('/auth/login?confirmation=invalid');
    expect((await signIn(user.email, FACTORY_PASSWORD)).json().code).toBe('email_not_confirmed');
  });

  it('stores only the SHA-256 of the confirmation token', async () => {
    const user = await createUser(t.app, 'client', { confirmed: false });
    const em = t.orm.em.fork();
    const token = await issueUserToken(em, user.id, 'email_confirmation');
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const rows = await em.execute<{ token_hash: string }[]>('SELECT token_hash FROM user_tokens WHERE user_id = ?', [user.id]);
    const { createHash } = await import('node:crypto');
    expect(rows[0]?.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
  });

  it('resends the confirmation with the same answer whether or not the address exists', async () => {
    const user = await createUser(t.app, 'client', { confirmed: false });
    const send = (email: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/confirm-email/resend', headers: csrfHeaders, payload: { email } });
    const known = await send(user.email);
    const unknown = await send('ghost@acme-test.example');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    const events = await t.orm.em
      .fork()
      .execute<{ n: string }[]>(
        `SELECT count(*) AS n FROM outbox WHERE type = 'EmailConfirmationRequested' AND payload->>'userId' = ?`,
        [user.id],
      );
    expect(Number(events[0]?.n)).toBe(1);
  });

  it('signs out on the server: the old access cookie and refresh token stop working', async () => {
    const user = await createUser(t.app, 'client');
    const signedIn = await signIn(user.email, FACTORY_PASSWORD);
    const cookie = cookieHeaderFrom(signedIn);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { ...csrfHeaders, cookie } });
    expect(out.statusCode).toBe(204);
    expect(cookiesFrom(out)).toMatchObject({ tl_access: '', tl_refresh: '' });

    const session = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
    expect(session.json().user).toBeNull();
    const refresh = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { ...csrfHeaders, cookie } });
    expect(refresh.statusCode).toBe(401);
    expect(refresh.json().code).toBe('session_expired');
  });

  it('rotates the refresh token, and a reused one revokes the whole family', async () => {
    const user = await createUser(t.app, 'executive');
    const signedIn = await signIn(user.email, FACTORY_PASSWORD);
    const first = cookieHeaderFrom(signedIn);

    const rotated = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { ...csrfHeaders, cookie: first } });
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json().user.id).toBe(user.id);
    const second = cookieHeaderFrom(rotated);
    expect(cookiesFrom(rotated).tl_refresh).not.toBe(cookiesFrom(signedIn).tl_refresh);

    // The first refresh token again: someone copied it. The family (session) is revoked...
    const reused = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { ...csrfHeaders, cookie: first } });
    expect(reused.statusCode).toBe(401);
    // ...so the legitimate newer token and the newer access token are dead too.
    const afterwards = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { ...csrfHeaders, cookie: second } });
    expect(afterwards.statusCode).toBe(401);
    const session = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: second } });
    expect(session.json().user).toBeNull();
  });

  it('refuses a refresh token past its expiry', async () => {
    const user = await createUser(t.app, 'client');
    const signedIn = await signIn(user.email, FACTORY_PASSWORD);
    await t.orm.em
      .fork()
      .execute(
        `UPDATE refresh_tokens SET expires_at = now() - interval '1 second'
          WHERE session_id IN (SELECT id FROM sessions WHERE user_id = ?)`,
        [user.id],
      );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { ...csrfHeaders, cookie: cookieHeaderFrom(signedIn) },
    });
    expect(res.statusCode).toBe(401);
  });
});
