import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../setup/test-app.ts';
import { createSignedInUser } from '../../factories/users.factory.ts';

const TOKEN = 'operator-token-for-the-queue-dashboard';

function cookieHeader(setCookie: string | string[] | undefined): string {
  const first = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  return (first ?? '').split(';')[0] ?? '';
}

describe('queue dashboard with OPERATOR_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ OPERATOR_TOKEN: TOKEN });
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses API clients without the token with 401 problem+json', async () => {
    for (const url of ['/admin/queues', '/admin/queues/api/queues', '/admin/queues/static/js/nothing.js']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
      expect(res.statusCode, url).toBe(401);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json()).toMatchObject({ status: 401, code: 'operator_token_required' });
    }
  });

  it('shows browsers a short page saying how to sign in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/admin/queues', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('Super admins only');
    expect(res.body).not.toContain(TOKEN);
  });

  it('refuses a wrong bearer token or a wrong ?token=', async () => {
    const bearer = await t.app.inject({ method: 'GET', url: '/admin/queues/api/queues', headers: { authorization: 'Bearer wrong' } });
    expect(bearer.statusCode).toBe(401);
    const query = await t.app.inject({ method: 'GET', url: '/admin/queues?token=wrong' });
    expect(query.statusCode).toBe(401);
    expect(query.headers['set-cookie']).toBeUndefined();
  });

  it('serves the dashboard and its API for the bearer token', async () => {
    const headers = { authorization: `Bearer ${TOKEN}` };
    const page = await t.app.inject({ method: 'GET', url: '/admin/queues', headers });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<base href="/admin/queues/"');
    const api = await t.app.inject({ method: 'GET', url: '/admin/queues/api/queues', headers });
    expect(api.statusCode).toBe(200);
    const names = api.json<{ queues: { name: string }[] }>().queues.map((queue) => queue.name);
    expect(names.sort()).toEqual(['email', 'notifications', 'slack']);
  });

  it('exchanges ?token= for a dashboard cookie and redirects to the clean URL', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/admin/queues/queue/email?token=${TOKEN}&status=failed` });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/admin/queues/queue/email?status=failed');
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/^tl_operator=/);
    expect(setCookie).toContain('Path=/admin/queues');
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    expect(setCookie).not.toContain(TOKEN);

    const cookie = cookieHeader(res.headers['set-cookie']);
    const page = await t.app.inject({ method: 'GET', url: '/admin/queues/queue/email?status=failed', headers: { cookie } });
    expect(page.statusCode).toBe(200);
    const api = await t.app.inject({ method: 'GET', url: '/admin/queues/api/queues', headers: { cookie } });
    expect(api.statusCode).toBe(200);
    const forged = await t.app.inject({
      method: 'GET',
      url: '/admin/queues/api/queues',
      headers: { cookie: 'tl_operator=forged' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('serves the dashboard under the app-wide CSP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/admin/queues', headers: { authorization: `Bearer ${TOKEN}` } });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("connect-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('stays out of the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys(res.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths.filter((path) => path.startsWith('/admin'))).toEqual([]);
  });
});

describe('queue dashboard without OPERATOR_TOKEN', () => {
  let open: TestApp;
  let production: TestApp;
  beforeAll(async () => {
    [open, production] = await Promise.all([
      createTestApp(),
      createTestApp({
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://talentleaders.example',
        SMTP_URL: 'smtp://127.0.0.1:1025',
        JWT_SECRET: 'p'.repeat(40),
        COOKIE_SECRET: 'q'.repeat(40),
        TOTP_ENCRYPTION_KEY: `${'t'.repeat(43)}=`,
      }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([open.close(), production.close()]);
  });

  it('outside production too, needs a signed-in super admin', async () => {
    const url = '/admin/queues/api/queues';
    expect((await open.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const consultant = await createSignedInUser(open.app, 'consultant');
    expect((await open.app.inject({ method: 'GET', url, headers: consultant.headers })).statusCode).toBe(401);
    const admin = await createSignedInUser(open.app, 'super-admin');
    expect((await open.app.inject({ method: 'GET', url, headers: admin.headers })).statusCode).toBe(200);
  });

  it('in production lets only a signed-in super admin in', async () => {
    const url = '/admin/queues/api/queues';
    const anonymous = await production.app.inject({ method: 'GET', url, headers: { authorization: 'Bearer anything' } });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['content-type']).toContain('application/problem+json');

    const client = await createSignedInUser(production.app, 'client');
    const refused = await production.app.inject({ method: 'GET', url, headers: client.headers });
    expect(refused.statusCode).toBe(401);

    const admin = await createSignedInUser(production.app, 'super-admin');
    const allowed = await production.app.inject({ method: 'GET', url, headers: admin.headers });
    expect(allowed.statusCode).toBe(200);
  });
});
