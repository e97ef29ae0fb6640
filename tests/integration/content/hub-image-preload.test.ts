import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hubLeadImageUrl, type PostPage } from '../../../src/modules/content/contracts/content.contract.ts';
import { HUB_LEAD_IMAGE_MAX_AGE_MS } from '../../../src/modules/content/index.ts';
import { createTestApp, type TestApp } from '../../setup/test-app.ts';
import { writeFakeWebBuild, type FakeWebBuild } from '../../setup/fake-web-build.ts';
import { waitFor } from '../../setup/wait-for.ts';
import { categoryId, createPost } from '../../factories/content.factory.ts';
import { CONTENT_IMAGE_SIZES, contentImageSrcSet } from '../../../src/modules/content/contracts/content-image.contract.ts';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <title>TalentLeaders</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

const imageUrl = (n: number) => `/uploads/content/0b0e8f0a-8a49-4b43-9d55-0d1d1f1e6c1${n}.webp`;
// With the srcset and sizes the card's <img> has, so the browser takes the preloaded copy for it.
const imagePreload = (href: string) =>
  `<link rel="preload" as="image" fetchpriority="high" href="${href}" imagesrcset="${contentImageSrcSet(href)}" imagesizes="${CONTENT_IMAGE_SIZES.hubCard}">`;
const IMAGE_PRELOADS = /<link rel="preload" as="image"[^>]*>/g;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

/**
 * Decision 025: the bare hub's largest paint is its lead card's featured image, so index.html of
 * /content preloads exactly the address the card will ask for.
 */
describe('the content hub image preload in the served index.html', () => {
  let t: TestApp;
  let webBuild: FakeWebBuild;
  beforeAll(async () => {
    webBuild = writeFakeWebBuild({ 'index.html': INDEX_HTML });
    t = await createTestApp({ SERVE_WEB: 'true', WEB_DIST_DIR: webBuild.dir });
  });
  afterAll(async () => {
    await t.close();
    webBuild?.remove();
  });

  const page = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(res.statusCode, url).toBe(200);
    return res.body;
  };
  const hubCards = async () => (await t.app.inject({ method: 'GET', url: '/api/content/posts' })).json<PostPage>().posts;

  it('preloads no image while nothing is published', async () => {
    await createPost(t.app, { status: 'submitted', form: { featuredImageUrl: imageUrl(9) } });
    const html = await page('/content');
    expect(html).toContain('<link rel="preload" as="fetch" crossorigin href="/api/content/posts">');
    expect(html).not.toContain('as="image"');
  });

  it("preloads the first image the hub's first row shows, the very address its card renders, and only that one", async () => {
    const leadership = await categoryId(t.app, 'leadership');
    await createPost(t.app, { publishedAt: hoursAgo(4), form: { featuredImageUrl: imageUrl(1) } });
    await createPost(t.app, { publishedAt: hoursAgo(3), form: { featuredImageUrl: imageUrl(2), categoryId: leadership } });
    // The newest published post has no image: its card shows a panel, and the next card's image is the largest paint.
    await createPost(t.app, { publishedAt: hoursAgo(2), form: { featuredImageUrl: null } });
    // Newer still, but not on the hub.
    await createPost(t.app, { status: 'submitted', publishedAt: hoursAgo(1), form: { featuredImageUrl: imageUrl(8) } });

    // Nothing was published a moment ago, and that answer is kept for a moment.
    const html = await waitFor(async () => {
      const served = await page('/content');
      return served.includes('as="image"') && served;
    }, 3 * HUB_LEAD_IMAGE_MAX_AGE_MS);
    const cards = await hubCards();
    expect(cards[0]!.featuredImageUrl).toBeNull();
    expect(cards[1]!.featuredImageUrl).toBe(imageUrl(2));
    expect(hubLeadImageUrl(cards)).toBe(imageUrl(2));
    expect(html.match(IMAGE_PRELOADS)).toEqual([imagePreload(imageUrl(2))]);
    // After the page's data (the API takes longest), inside the head.
    expect(html.indexOf(imagePreload(imageUrl(2)))).toBeGreaterThan(html.indexOf('/api/content/posts'));
    expect(html.indexOf(imagePreload(imageUrl(2)))).toBeLessThan(html.indexOf('</head>'));
  });

  it('follows a newly published post within the time the answer is kept', async () => {
    await createPost(t.app, { publishedAt: new Date(), form: { featuredImageUrl: imageUrl(3) } });
    expect(hubLeadImageUrl(await hubCards())).toBe(imageUrl(3));
    const startedAt = Date.now();
    await waitFor(async () => (await page('/content')).includes(imagePreload(imageUrl(3))), 3 * HUB_LEAD_IMAGE_MAX_AGE_MS);
    expect(Date.now() - startedAt).toBeLessThan(2 * HUB_LEAD_IMAGE_MAX_AGE_MS);
    expect((await page('/content')).match(IMAGE_PRELOADS)).toEqual([imagePreload(imageUrl(3))]);
  });

  it('preloads no image for a filtered or paged hub, an article or another page', async () => {
    for (const url of ['/content?category=leadership', '/content?search=onboarding', '/content?page=2', '/content/submit', '/browse', '/']) {
      expect(await page(url), url).not.toContain('as="image"');
    }
  });

  it('answers from memory without waiting on the database, then serves the hub without an image preload once the read fails', async () => {
    expect(await page('/content')).toContain(imagePreload(imageUrl(3)));
    const em = t.app.deps.orm.em.fork();
    await em.execute('ALTER TABLE content_posts RENAME TO content_posts_away');
    try {
      // The answer kept in memory: the page does not wait for the (now failing) read.
      expect(await page('/content')).toContain(imagePreload(imageUrl(3)));
      // Once it is old, a read in the background fails and the answer is forgotten: no preload rather than a stale one.
      await waitFor(async () => !(await page('/content')).includes('as="image"'), 3 * HUB_LEAD_IMAGE_MAX_AGE_MS);
      const html = await page('/content');
      expect(html).toContain('<div id="root"></div>');
      expect(html).toContain('<link rel="preload" as="fetch" crossorigin href="/api/content/posts">');
      expect(html).not.toContain('as="image"');
    } finally {
      await em.execute('ALTER TABLE content_posts_away RENAME TO content_posts');
    }
    // And the next page reads again.
    expect(await page('/content')).toContain(imagePreload(imageUrl(3)));
  });
});
