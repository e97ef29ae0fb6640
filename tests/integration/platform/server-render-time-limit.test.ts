import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../setup/test-app.ts';
import { writeFakeWebBuild, type FakeWebBuild } from '../../setup/fake-web-build.ts';

const INDEX_HTML = `<!doctype html>
<html lang="en"><head><title>TalentLeaders</title></head>
<body><div id="root"><!--app-html--><p>the browser's placeholder</p><!--/app-html--></div></body></html>`;

/**
 * A server build whose renderer answers /terms at once and never answers /privacy: the time
 * limit, not the machine's speed, decides which page is rendered.
 */
const ENTRY_SERVER = `export async function renderPage(url) {
  if (url.startsWith('/privacy')) return new Promise(() => undefined);
  return { appHtml: '<main><h1>Rendered by the server</h1></main>', stateHtml: '' };
}`;

/** Decision 047: a render past SERVER_RENDER_TIMEOUT_MS leaves the page to the browser. */
describe('the server render time limit', () => {
  let t: TestApp;
  let webBuild: FakeWebBuild;
  beforeAll(async () => {
    webBuild = writeFakeWebBuild({ 'index.html': INDEX_HTML, '.vite/manifest.json': '{}' }, { 'entry-server.js': ENTRY_SERVER });
    t = await createTestApp({ SERVE_WEB: 'true', WEB_DIST_DIR: webBuild.dir, VISITOR_PAGE_CACHE_MS: '0', SERVER_RENDER_TIMEOUT_MS: '50' });
  });
  afterAll(async () => {
    await t?.close();
    webBuild?.remove();
  });

  const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

  it('serves a page rendered within the limit with its first screen', async () => {
    const res = await page('/terms');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Rendered by the server');
    expect(res.body).not.toContain("the browser's placeholder");
  });

  it('serves a page whose render outlasts the limit for the browser to render', async () => {
    const res = await page('/privacy');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("the browser's placeholder");
    expect(res.body).not.toContain('Rendered by the server');
  });
});
