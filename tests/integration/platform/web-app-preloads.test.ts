import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../setup/test-app.ts';
import { writeFakeWebBuild, type FakeWebBuild } from '../../setup/fake-web-build.ts';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <title>TalentLeaders</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/jsx-runtime-1.js">
  </head>
  <body><div id="root"></div></body>
</html>`;

/** The shape of Vite's build manifest with TanStack Router's split route files. */
const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', src: 'index.html', isEntry: true, imports: ['_jsx-runtime-1.js'] },
  '_jsx-runtime-1.js': { file: 'assets/jsx-runtime-1.js' },
  '_card-1.js': { file: 'assets/card-1.js', imports: ['_jsx-runtime-1.js'] },
  'src/routes/browse.tsx?tsr-split=component': { file: 'assets/browse-1.js', isDynamicEntry: true, imports: ['_card-1.js', '_jsx-runtime-1.js'] },
  'src/routes/index.tsx?tsr-split=component': { file: 'assets/routes-1.js', isDynamicEntry: true, imports: [] },
  'src/routes/content/$slug.tsx?tsr-split=component': { file: 'assets/_slug-1.js', isDynamicEntry: true },
  'src/routes/content/submit.tsx?tsr-split=component': { file: 'assets/submit-1.js', isDynamicEntry: true },
  'src/routes/executives/$id.tsx?tsr-split=component': { file: 'assets/_id-1.js', isDynamicEntry: true, imports: ['_card-1.js'] },
};

const modulePreload = (href: string) => `<link rel="modulepreload" crossorigin href="${href}">`;
const fetchPreload = (href: string) => `<link rel="preload" as="fetch" crossorigin href="${href}">`;

/** Decision 025: a first load fetches its route's chunks and first API answers while the start-up screen shows. */
describe('first-load preloads in the served index.html', () => {
  let t: TestApp;
  let webBuild: FakeWebBuild;
  beforeAll(async () => {
    webBuild = writeFakeWebBuild({ 'index.html': INDEX_HTML, '.vite/manifest.json': JSON.stringify(MANIFEST) });
    t = await createTestApp({ SERVE_WEB: 'true', WEB_DIST_DIR: webBuild.dir });
  });
  afterAll(async () => {
    await t.close();
    webBuild?.remove();
  });

  const page = async (url: string) => (await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })).body;

  it("preloads /browse's chunk with its own imports and the directory search of the URL, as the web writes it", async () => {
    const html = await page('/browse?role=cpo&city=berlin,munich&role=chro&junk=1&page=1');
    expect(html).toContain(modulePreload('/assets/browse-1.js'));
    expect(html).toContain(modulePreload('/assets/card-1.js'));
    // Already loaded by index.html itself: listed once.
    expect(html.split('/assets/jsx-runtime-1.js').length).toBe(2);
    expect(html).toContain(fetchPreload('/api/session'));
    expect(html).toContain(fetchPreload('/api/reference'));
    expect(html).toContain(fetchPreload('/api/directory?role=cpo&#38;city=berlin%2Cmunich'));
    expect(html.indexOf('</head>')).toBeGreaterThan(html.indexOf(fetchPreload('/api/session')));
  });

  it('preloads a profile and its chunk, and prefers a literal route over a parameter', async () => {
    const id = '0b0e8f0a-8a49-4b43-9d55-0d1d1f1e6c11';
    const profile = await page(`/executives/${id}`);
    expect(profile).toContain(modulePreload('/assets/_id-1.js'));
    expect(profile).toContain(fetchPreload(`/api/executives/${id}`));
    const submit = await page('/content/submit');
    expect(submit).toContain(modulePreload('/assets/submit-1.js'));
    expect(submit).not.toContain('_slug-1.js');
  });

  it('preloads the bare content hub but not a filtered one', async () => {
    expect(await page('/content')).toContain(fetchPreload('/api/content/posts'));
    expect(await page('/content?category=hiring')).not.toContain('/api/content/posts');
  });

  it('adds nothing to unknown paths, and does not serve the manifest', async () => {
    for (const url of ['/no-such-page', '/executives/not-an-id/extra', '/browse/extra']) expect(await page(url), url).toBe(INDEX_HTML);
    const manifest = await t.app.inject({ method: 'GET', url: '/.vite/manifest.json' });
    // Not a page asset: the client-side router's index.html, as for any unknown path.
    expect(manifest.body).toBe(INDEX_HTML);
  });
});
