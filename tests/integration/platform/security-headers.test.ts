import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../setup/test-app.ts';

function parseCsp(header: string | string[] | number | undefined): Record<string, string> {
  expect(typeof header).toBe('string');
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name = '', ...values] = d.split(/\s+/);
        return [name, values.join(' ')];
      }),
  );
}

const STRICT = {
  'default-src': "'self'",
  'script-src': "'self'",
  'script-src-attr': "'none'",
  'style-src': "'self' 'unsafe-inline'",
  'img-src': "'self' data: https://images.example.com",
  'font-src': "'self' data:",
  'connect-src': "'self'",
  'object-src': "'none'",
  'base-uri': "'self'",
  'form-action': "'self'",
  'frame-ancestors': "'none'",
};

describe('security headers', () => {
  let t: TestApp;
  const webDir = path.resolve('.data', 'test-web', randomBytes(4).toString('hex'));

  beforeAll(async () => {
    // A stand-in build, so the SPA fallback answers without depending on the web build.
    await mkdir(path.join(webDir, 'assets'), { recursive: true });
    await writeFile(path.join(webDir, 'index.html'), '<!doctype html><title>TalentLeaders</title>');
    t = await createTestApp({ SERVE_WEB: 'true', WEB_DIST_DIR: webDir, CSP_IMG_HOST: 'https://images.example.com' });
  });
  afterAll(async () => {
    await t.close();
    await rm(webDir, { recursive: true, force: true });
  });

  it('sends the strict CSP on the web app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>TalentLeaders</title>');
    expect(parseCsp(res.headers['content-security-policy'])).toEqual(STRICT);
  });

  it('sends the same strict CSP on API answers, including errors', async () => {
    for (const url of ['/api/health', '/api/no-such-route']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(parseCsp(res.headers['content-security-policy'])).toEqual(STRICT);
    }
    // Refused by an earlier hook (no CSRF header), still with the headers.
    const refused = await t.app.inject({ method: 'POST', url: '/api/no-such-route', payload: {} });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(parseCsp(refused.headers['content-security-policy'])).toEqual(STRICT);
  });

  it('sends the helmet defaults and no HSTS outside production', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });

  it('keeps the same policy on Swagger UI and its assets: no page-specific exceptions', async () => {
    for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/swagger-ui.css']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(parseCsp(res.headers['content-security-policy'])).toEqual(STRICT);
    }
  });
});

describe('security headers in production', () => {
  const production = {
    NODE_ENV: 'production',
    SMTP_URL: 'smtp://127.0.0.1:1025',
    JWT_SECRET: 'p'.repeat(40),
    COOKIE_SECRET: 'q'.repeat(40),
    TOTP_ENCRYPTION_KEY: `${'t'.repeat(43)}=`,
  };
  let t: TestApp;
  let plainHttp: TestApp;
  beforeAll(async () => {
    [t, plainHttp] = await Promise.all([
      createTestApp({ ...production, PUBLIC_URL: 'https://talentleaders.example' }),
      createTestApp({ ...production, PUBLIC_URL: 'http://localhost:3000' }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([t.close(), plainHttp.close()]);
  });

  it('leaves HSTS and request upgrades out when PUBLIC_URL is plain http (docker compose locally)', async () => {
    const res = await plainHttp.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(parseCsp(res.headers['content-security-policy'])).toEqual({ ...STRICT, 'img-src': "'self' data:" });
  });

  it('adds HSTS and upgrade-insecure-requests behind https', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(parseCsp(res.headers['content-security-policy'])).toEqual({
      ...STRICT,
      'img-src': "'self' data:",
      'upgrade-insecure-requests': '',
    });
  });
});
