import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../setup/test-app.ts';
import { registerAuth } from '../../../src/platform/auth/register-auth.ts';
import { whenRedisReady } from '../../../src/platform/queues/redis.ts';
import { resolveCurrentUser } from '../../../src/modules/identity/index.ts';
import { guardMessages } from '../../../src/modules/identity/contracts/auth-messages.contract.ts';
import { createSignedInUser, stepUp, createUser, csrfHeaders } from '../../factories/users.factory.ts';

describe('access guards, security events and the consultant role', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const grant = (userId: string, headers: Record<string, string> = csrfHeaders) =>
    t.app.inject({ method: 'PUT', url: `/api/admin/users/${userId}/consultant`, headers });

  it("refuses a visitor with 401 'Please sign in to access this page'", async () => {
    const target = await createUser(t.app, 'staff');
    const res = await grant(target.id);
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({ code: 'unauthenticated', detail: 'Please sign in to access this page' });
    expect(guardMessages.authenticationRequired).toBe('Please sign in to access this page');
  });

  it('refuses a signed-in user without the role with 403 and writes a security event', async () => {
    const target = await createUser(t.app, 'staff');
    const client = await createSignedInUser(t.app, 'client');
    const res = await grant(target.id, { ...client.headers, 'user-agent': 'guard-test/1.0' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'forbidden', detail: guardMessages.adminPanelDenied });
    const rows = await t.orm.em
      .fork()
      .execute<{ route: string; method: string; reason: string; ip: string; user_agent: string }[]>(
        'SELECT route, method, reason, ip, user_agent FROM security_events WHERE user_id = ?',
        [client.id],
      );
    expect(rows).toEqual([
      {
        route: '/api/admin/users/:userId/consultant',
        method: 'PUT',
        reason: 'requires super-admin',
        ip: '127.0.0.1',
        user_agent: 'guard-test/1.0',
      },
    ]);
  });

  it('lets a super admin grant and revoke the consultant role, effective on the next request', async () => {
    const admin = await stepUp(t.app, await createSignedInUser(t.app, 'super-admin'));
    const staff = await createSignedInUser(t.app, 'staff');
    const granted = await grant(staff.id, admin.headers);
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toEqual({ userId: staff.id, userType: 'consultant', isConsultant: true });
    const asConsultant = await t.app.inject({ method: 'GET', url: '/api/session', headers: staff.headers });
    expect(asConsultant.json()).toMatchObject({ isConsultant: true, isSuperAdmin: false, user: { userType: 'consultant' } });

    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${staff.id}/consultant`,
      headers: admin.headers,
    });
    expect(revoked.json()).toEqual({ userId: staff.id, userType: null, isConsultant: false });
    const after = await t.app.inject({ method: 'GET', url: '/api/session', headers: staff.headers });
    expect(after.json()).toMatchObject({ isConsultant: false, user: { userType: null } });
  });

  it('refuses to make a client or executive account a consultant, and answers 404 for no such user', async () => {
    const admin = await stepUp(t.app, await createSignedInUser(t.app, 'super-admin'));
    const client = await createUser(t.app, 'client');
    const res = await grant(client.id, admin.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('role_conflict');
    const missing = await grant('00000000-0000-4000-8000-000000000000', admin.headers);
    expect(missing.statusCode).toBe(404);
  });

  it('reports the super admin flag in the session', async () => {
    const admin = await stepUp(t.app, await createSignedInUser(t.app, 'super-admin'));
    const res = await t.app.inject({ method: 'GET', url: '/api/session', headers: admin.headers });
    expect(res.json()).toMatchObject({ isSuperAdmin: true, isConsultant: false, user: { userType: null } });
  });

  it("answers an expired access token on a protected route with 401 'session_expired'", async () => {
    const admin = await stepUp(t.app, await createSignedInUser(t.app, 'super-admin'));
    const expired = t.app.jwt.sign({ sub: admin.id, sid: admin.sessionId, iat: 1 }, { expiresIn: 1 });
    const res = await grant(admin.id, { ...csrfHeaders, cookie: `tl_access=${expired}` });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'session_expired', detail: 'Please sign in to access this page' });
  });

  it('ignores a forged access token', async () => {
    const admin = await stepUp(t.app, await createSignedInUser(t.app, 'super-admin'));
    const forged = `${admin.accessToken.slice(0, -4)}AAAA`;
    const res = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: `tl_access=${forged}` } });
    expect(res.json().user).toBeNull();
  });

  it('fails start-up when an /api route has no access declaration', async () => {
    const bare = Fastify();
    bare.decorate('deps', t.app.deps);
    await registerAuth(bare, resolveCurrentUser);
    // Inside a plugin (as every module registers its routes) the error rejects start-up.
    void bare.register(async (scope) => {
      scope.get('/api/outside-the-rules', async () => ({ ok: true }));
    });
    await expect(bare.ready()).rejects.toThrow(/GET \/api\/outside-the-rules has no access declaration/);
    await bare.close().catch(() => undefined);
  });

  it('does not ask routes outside /api for a declaration', async () => {
    const bare = Fastify();
    bare.decorate('deps', t.app.deps);
    await registerAuth(bare, resolveCurrentUser);
    bare.get('/metrics-like', async () => ({ ok: true }));
    await expect(bare.ready()).resolves.toBeDefined();
    await bare.close();
  });
});

describe('rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '2', AUTH_RATE_LIMIT_WINDOW_SECONDS: '60' });
    // The producer connection fails fast while still connecting, and the limiter then fails open.
    await whenRedisReady(t.redis, 10_000);
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([
    ['POST', '/api/auth/sign-in'],
    ['POST', '/api/auth/sign-up/client'],
    ['POST', '/api/auth/sign-up/executive'],
    ['POST', '/api/auth/password/forgot'],
    ['POST', '/api/auth/password/reset'],
    ['POST', '/api/auth/confirm-email/resend'],
    ['GET', '/api/auth/confirm-email?token=nope'],
  ] as const)('answers the third %s %s in the window with 429 problem+json', async (method, url) => {
    const send = () => t.app.inject({ method, url, headers: csrfHeaders, payload: method === 'POST' ? {} : undefined });
    await send();
    await send();
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['content-type']).toContain('application/problem+json');
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json()).toMatchObject({
      status: 429,
      code: 'rate_limited',
      detail: 'Too many attempts. Please wait a few minutes and try again.',
    });
  });

  it('keeps its counters in Redis under the configured prefix', async () => {
    const keys = await t.redis.keys(`${t.config.redis.prefix}:rate-limit:*`);
    expect(keys.length).toBeGreaterThan(0);
  });

  it('limits before any hashing: a limited sign-in answers without checking the body', async () => {
    const started = Date.now();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: csrfHeaders,
      payload: { email: 'someone@acme-test.example', password: 'x'.repeat(1000) },
    });
    expect(res.statusCode).toBe(429);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
