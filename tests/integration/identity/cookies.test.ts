import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_COOKIE, REFRESH_COOKIE, SIGNED_IN_HINT_COOKIE } from '../../../src/platform/auth/auth-constants.ts';
import { cookieHeaderFrom, createUser, csrfHeaders, FACTORY_PASSWORD } from '../../factories/users.factory.ts';
import { createTestApp, type TestApp } from '../../setup/test-app.ts';

/**
 * Design section 3: the session cookies are Secure in production, so the tokens never travel over
 * plain HTTP (development runs on http://localhost, where they cannot be; sign-in.test.ts checks that).
 */
describe('session cookies in production', () => {
  const production = {
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://talentleaders.example',
    SMTP_URL: 'smtp://127.0.0.1:1025',
    JWT_SECRET: 'p'.repeat(40),
    COOKIE_SECRET: 'q'.repeat(40),
    TOTP_ENCRYPTION_KEY: `${'t'.repeat(43)}=`,
    AUTH_RATE_LIMIT_MAX: '1000',
  };
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(production);
  });
  afterAll(async () => {
    await t.close();
  });

  const signInNewClient = async () => {
    const user = await createUser(t.app, 'client');
    return t.app.inject({ method: 'POST', url: '/api/auth/sign-in', headers: csrfHeaders, payload: { email: user.email, password: FACTORY_PASSWORD } });
  };
  const sessionCookies = (cookies: { name: string }[]) => cookies.filter((c) => c.name === ACCESS_COOKIE || c.name === REFRESH_COOKIE);

  it('sets, rotates and clears both session cookies with Secure, httpOnly and SameSite=Lax', async () => {
    const signedIn = await signInNewClient();
    expect(signedIn.statusCode).toBe(200);
    expect(sessionCookies(signedIn.cookies)).toHaveLength(2);
    for (const cookie of sessionCookies(signedIn.cookies)) {
      expect(cookie, cookie.name).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
    }

    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { ...csrfHeaders, cookie: cookieHeaderFrom(signedIn) },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(sessionCookies(refreshed.cookies)).toHaveLength(2);
    for (const cookie of sessionCookies(refreshed.cookies)) {
      expect(cookie, cookie.name).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
    }

    const signedOut = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { ...csrfHeaders, cookie: cookieHeaderFrom(refreshed) },
    });
    expect(signedOut.statusCode).toBeLessThan(300);
    // Clearing must carry the same attributes, or the browser keeps the Secure cookie.
    expect(sessionCookies(signedOut.cookies)).toHaveLength(2);
    for (const cookie of sessionCookies(signedOut.cookies)) {
      expect(cookie, cookie.name).toMatchObject({ secure: true, value: '' });
    }
  });

  it('sets the signed-in hint (decision 047) at / for as long as the refresh cookie, renews it on refresh and clears it at sign-out', async () => {
    const signedIn = await signInNewClient();
    const hintOf = (cookies: { name: string }[]) => cookies.find((c) => c.name === SIGNED_IN_HINT_COOKIE) as Record<string, unknown> | undefined;
    const refreshOf = (cookies: { name: string }[]) => cookies.find((c) => c.name === REFRESH_COOKIE) as Record<string, unknown> | undefined;
    // No secret in it, and still invisible to scripts: it only tells page requests a session may exist.
    expect(hintOf(signedIn.cookies)).toMatchObject({ value: '1', path: '/', httpOnly: true, secure: true, sameSite: 'Lax' });
    expect(String(hintOf(signedIn.cookies)!.expires)).toBe(String(refreshOf(signedIn.cookies)!.expires));

    const refreshed = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { ...csrfHeaders, cookie: cookieHeaderFrom(signedIn) } });
    expect(hintOf(refreshed.cookies)).toMatchObject({ value: '1', path: '/' });

    const signedOut = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { ...csrfHeaders, cookie: cookieHeaderFrom(refreshed) } });
    expect(hintOf(signedOut.cookies)).toMatchObject({ value: '', path: '/' });
  });
});
