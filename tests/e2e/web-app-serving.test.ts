import { describe, expect, it } from 'vitest';
import { uploadContentImage } from '../../src/modules/content/index.ts';
import { createPost } from '../factories/content.factory.ts';
import { createUser } from '../factories/users.factory.ts';
import { waitFor } from '../setup/wait-for.ts';
import { openPage, renderPagesInTheBrowser, visit } from './support/browser.ts';
import { useE2eWorld } from './support/e2e-world.ts';
import { solidPng } from './support/png.ts';
import { signIn } from './support/sign-in.ts';

describe('the built web app served by the API', () => {
  // Each test opens its page with openPage (not world.open), checks its console errors as it needs and closes it.
  const world = useE2eWorld();

  it('loads / in Chromium and shows the product title', async () => {
    const { page, errors, close } = await openPage(world.browser, world.server.baseUrl);
    await visit(page, '/');
    expect(await page.title()).toBe('TalentLeaders | Fractional Talent & HR Leaders');
    expect(errors).toEqual([]);
    await close();
  });

  it("hands a browser-rendered /browse's first directory search and session check the answers index.html preloaded: one request each (decision 025)", async () => {
    const { page, errors, close } = await openPage(world.browser, world.server.baseUrl);
    // A visitor's /browse arrives rendered with its answers (decision 047); a signed-in user's is rendered by the browser.
    await renderPagesInTheBrowser(page);
    const apiRequests: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) apiRequests.push(`${url.pathname}${url.search}`);
    });
    await visit(page, '/browse?role=cpo');
    await page.getByText('Talent Leaders Found').first().waitFor();
    expect(apiRequests.filter((url) => url === '/api/directory?role=cpo')).toHaveLength(1);
    expect(apiRequests.filter((url) => url === '/api/session')).toHaveLength(1);
    // Made by the <link rel="preload">, and no fetch of the page's own went to the network for it.
    const initiators = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('/api/directory?role=cpo'))
        .map((entry) => ('initiatorType' in entry ? entry.initiatorType : 'unknown')),
    );
    expect(initiators).toEqual(['link']);
    expect(errors).toEqual([]);
    await close();
  });

  it("fetches the content hub's lead card image once, the copy its srcset picks, by index.html's preload (decision 025)", async () => {
    const { url: imageUrl } = await uploadContentImage(world.server.testApp.app.deps.config.uploadsDir, solidPng(320, 180, [30, 58, 95]));
    await createPost(world.server.testApp.app, { publishedAt: new Date(), form: { title: 'The lead article of the hub', featuredImageUrl: imageUrl } });
    // The server keeps the lead image for up to 2 s (decision 025): wait until its pages name the new one.
    await waitFor(async () => (await (await fetch(`${world.server.baseUrl}/content`)).text()).includes(`as="image" fetchpriority="high" href="${imageUrl}"`));
    const { page, errors, close } = await openPage(world.browser, world.server.baseUrl);
    // The image or any of its narrower copies (<uuid>-w480.webp…): one of them, once.
    const imageStem = imageUrl.replace(/\.webp$/, '');
    const imageRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith(imageStem)) imageRequests.push(new URL(request.url()).pathname);
    });
    await visit(page, '/content');
    const cardImage = page.locator(`[data-post] img[src="${imageUrl}"]`).first();
    await cardImage.waitFor();
    // The element as the page sees it (the test project has no DOM types): arrived and decoded.
    await waitFor(async () => (await cardImage.evaluate((image) => (image as unknown as { naturalWidth: number }).naturalWidth)) > 0);
    const shown = new URL(await cardImage.evaluate((image) => (image as unknown as { currentSrc: string }).currentSrc)).pathname;
    expect(imageRequests).toEqual([shown]);
    const initiators = await page.evaluate(
      (src) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname === src)
          .map((entry) => ('initiatorType' in entry ? entry.initiatorType : 'unknown')),
      shown,
    );
    expect(initiators).toEqual(['link']);
    expect(errors).toEqual([]);
    await close();
  });

  it('asks the API again as the user when the start-up check renewed an expired session: the preload was a visitor\'s', async () => {
    const client = await createUser(world.server.testApp.app, 'client');
    const { page, context, errors, close } = await openPage(world.browser, world.server.baseUrl);
    await signIn(page, client);
    await visit(page, '/');
    // The access cookie has run out (15 minutes); the refresh cookie, sent only to /api/auth, has not.
    await context.clearCookies({ name: 'tl_access' });
    const directoryCookies: Promise<string>[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/directory') directoryCookies.push(request.allHeaders().then((headers) => headers.cookie ?? ''));
    });
    await visit(page, '/browse?role=cpo');
    await page.getByText('Talent Leaders Found').first().waitFor();
    const [preloaded, asked] = await Promise.all(directoryCookies);
    expect(directoryCookies).toHaveLength(2);
    expect(preloaded).not.toContain('tl_access=');
    expect(asked).toContain('tl_access=');
    expect(errors).toEqual([]);
    await close();
  });

  it('serves hashed assets with long caching and index.html for client-side paths', async () => {
    const html = await (await fetch(`${world.server.baseUrl}/how-it-works`)).text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const asset = await fetch(`${world.server.baseUrl}${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const api = await fetch(`${world.server.baseUrl}/api/nope`);
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type')).toContain('application/problem+json');
  });
});
