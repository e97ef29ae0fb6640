import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../setup/test-app.ts';
import { writeFakeWebBuild, type FakeWebBuild } from '../../setup/fake-web-build.ts';
import { createPost } from '../../factories/content.factory.ts';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="TalentLeaders default description." />
    <title>TalentLeaders | Fractional Talent &amp; HR Leaders</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

/** Crawlers run no script: the served index.html of a published article carries its own head. */
describe('link previews of /content/<slug>', () => {
  let t: TestApp;
  let webBuild: FakeWebBuild;
  beforeAll(async () => {
    webBuild = writeFakeWebBuild({ 'index.html': INDEX_HTML });
    t = await createTestApp({ SERVE_WEB: 'true', WEB_DIST_DIR: webBuild.dir, PUBLIC_URL: 'https://talentleaders.example' });
  });
  afterAll(async () => {
    await t.close();
    webBuild?.remove();
  });

  const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

  it('injects the meta title and description, og:title, og:description, og:type article and an absolute og:image, escaped', async () => {
    const post = await createPost(t.app, {
      form: {
        title: 'Pay "bands" & <script>alert(1)</script>',
        excerpt: "Ranges you can defend'\"><img src=x onerror=alert(1)>",
        featuredImageUrl: '/uploads/content/0b0e8f0a-8a49-4b43-9d55-0d1d1f1e6c11.webp',
      },
    });
    const res = await page(`/content/${post.slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('<title>Pay &#34;bands&#34; &#38; &#60;script&#62;alert(1)&#60;/script&#62;</title>');
    expect(html).toContain('<meta property="og:title" content="Pay &#34;bands&#34; &#38; &#60;script&#62;alert(1)&#60;/script&#62;" />');
    expect(html).toContain('<meta name="description" content="Ranges you can defend&#39;&#34;&#62;&#60;img src=x onerror=alert(1)&#62;" />');
    expect(html).toContain('<meta property="og:description" content="Ranges you can defend');
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain('<meta property="og:image" content="https://talentleaders.example/uploads/content/0b0e8f0a-8a49-4b43-9d55-0d1d1f1e6c11.webp" />');
    expect(html).not.toContain('TalentLeaders default description.');
    expect(html).toContain('<div id="root"></div>');
  });

  it('uses the stored meta fields when the author gave them', async () => {
    const post = await createPost(t.app, { form: { metaTitle: 'Custom SEO title', metaDescription: 'Custom SEO description' } });
    const html = (await page(`/content/${post.slug}`)).body;
    expect(html).toContain('<title>Custom SEO title</title>');
    expect(html).toContain('<meta property="og:description" content="Custom SEO description" />');
    expect(html).not.toContain('og:image');
  });

  it('keeps the default head for unpublished and unknown articles, the submit page and other pages', async () => {
    const draft = await createPost(t.app, { status: 'submitted', form: { title: 'Secret submitted title' } });
    for (const url of [`/content/${draft.slug}`, '/content/no-such-article', '/content/submit', '/content', '/browse']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      // /content and /browse also get their first-load preloads (decision 025: data, and the hub's lead image), nothing else.
      expect(res.body.replace(/\s*<link rel="preload" as="(fetch|image)"[^>]*>/g, ''), url).toBe(INDEX_HTML);
    }
  });
});
