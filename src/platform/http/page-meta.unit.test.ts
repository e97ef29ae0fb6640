import { describe, expect, it } from 'vitest';
import { escapeHtml, injectPageMeta } from './page-meta.ts';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="The app's default description." />
    <title>TalentLeaders | Fractional Talent &amp; HR Leaders</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('injectPageMeta', () => {
  it('replaces the title and description and adds the Open Graph tags', () => {
    const html = injectPageMeta(INDEX, { title: 'Hiring well', description: 'How to hire.', type: 'article', image: 'https://tl.example/uploads/content/a.webp' });
    expect(html).toContain('<title>Hiring well</title>');
    expect(html).toContain('<meta name="description" content="How to hire." />');
    expect(html).not.toContain("default description");
    expect(html).toContain('<meta property="og:title" content="Hiring well" />');
    expect(html).toContain('<meta property="og:description" content="How to hire." />');
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain('<meta property="og:image" content="https://tl.example/uploads/content/a.webp" />');
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('escapes every value, so a title cannot open a tag or leave its attribute', () => {
    const html = injectPageMeta(INDEX, { title: '</title><script>alert(1)</script>', description: '" onload="x', type: 'article', image: null });
    expect(html).not.toContain('<script>');
    expect(html).toContain('<title>&#60;/title&#62;&#60;script&#62;alert(1)&#60;/script&#62;</title>');
    expect(html).toContain('content="&#34; onload=&#34;x"');
    expect(html).not.toContain('og:image');
  });

  it('takes $ sequences in values literally', () => {
    expect(injectPageMeta(INDEX, { title: "Pay $& $' $1", description: 'd', type: 'article', image: null })).toContain("<title>Pay $&#38; $&#39; $1</title>");
  });

  it('adds a description to a head without one', () => {
    const html = injectPageMeta('<html><head><title>x</title></head></html>', { title: 't', description: 'd', type: 'website', image: null });
    expect(html).toContain('<meta name="description" content="d" />');
  });
});

describe('escapeHtml', () => {
  it.each([
    ['&', '&#38;'],
    ['<b>', '&#60;b&#62;'],
    [`"'`, '&#34;&#39;'],
    ['plain', 'plain'],
  ])('%s → %s', (input, output) => {
    expect(escapeHtml(input)).toBe(output);
  });
});
