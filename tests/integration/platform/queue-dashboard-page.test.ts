import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withoutRemoteLinks } from '../../../src/platform/http/queue-dashboard.ts';
import { createTestApp, type TestApp } from '../../setup/test-app.ts';

const TOKEN = 'operator-token-for-the-dashboard-page';

/** Any address on another host: http(s):// or protocol-relative //, in an attribute or a CSS url(). */
const REMOTE_URL = /(?:["'(=]\s*)(?:https?:)?\/\/[a-z0-9.-]+\.[a-z]{2,}/i;

/** The CSP keeps pages same-origin (decision 004): bull-board's page must not ask another host for anything. */
describe('the queue dashboard page', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ OPERATOR_TOKEN: TOKEN });
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(['/admin/queues', '/admin/queues/', '/admin/queues/queue/email?status=failed'])('%s links no remote font or stylesheet', async (url) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${TOKEN}`, accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    // Still bull-board's page, with its own stylesheet and scripts.
    expect(res.body).toContain('<base href="/admin/queues/"');
    expect(res.body).toMatch(/<link href="static\/css\/main\.[0-9a-f]+\.css" rel="stylesheet">/);
    expect(res.body).not.toMatch(/fonts\.googleapis\.com|fonts\.gstatic\.com/);
    expect(res.body).not.toMatch(REMOTE_URL);
    expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.body));
  });

  it("removes exactly the link bull-board's template has to Google Fonts", () => {
    const require = createRequire(import.meta.url);
    const template = readFileSync(path.join(path.dirname(require.resolve('@bull-board/ui/package.json')), 'dist', 'index.ejs'), 'utf8');
    const served = withoutRemoteLinks(template);
    expect(served).not.toMatch(/fonts\.googleapis\.com/);
    const removed = template.split('\n').filter((line) => !served.includes(line.trim()));
    expect(removed).toHaveLength(1);
    expect(removed[0]).toContain('fonts.googleapis.com');
  });
});
