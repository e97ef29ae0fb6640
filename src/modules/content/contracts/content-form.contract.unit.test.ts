import { describe, expect, it } from 'vitest';
import {
  EDITED_EXCERPT_LENGTH,
  EXCERPT_FALLBACK_LENGTH,
  excerptOrFallback,
  paragraphsOf,
  parseTags,
  postCommentSchema,
  slugFromTitle,
  submitArticleSchema,
} from './content-form.contract.ts';
import { contentFieldMessages } from './content-messages.contract.ts';

describe('slugFromTitle (spec part 2 section 5)', () => {
  it.each([
    ['Hello World', 'hello-world'],
    ['The First 90 Days', 'the-first-90-days'],
    ['  Leading   spaces and  doubles ', 'leading-spaces-and-doubles'],
    ['Hiring -- the  hard   way', 'hiring-the-hard-way'],
    ["Don't Panic: What's Next?", 'dont-panic-whats-next'],
    ['Pay & Benefits (2026)', 'pay-benefits-2026'],
    ['Learning & Development', 'learning-development'],
    ['Café für Führungskräfte', 'cafe-fur-fuhrungskrafte'],
    ['-Already-hyphenated-', 'already-hyphenated'],
    ['UPPER case', 'upper-case'],
    ['Tabs\tand\nnewlines', 'tabsandnewlines'],
    ['<script>alert(1)</script>', 'scriptalert1script'],
    ['!!!', 'article'],
    ['', 'article'],
    ['日本語のタイトル', 'article'],
  ])('%j → %j', (title, slug) => {
    expect(slugFromTitle(title)).toBe(slug);
  });

  it('keeps slugs to 120 characters without a trailing hyphen', () => {
    const slug = slugFromTitle(`${'a'.repeat(119)} b`);
    expect(slug.length).toBeLessThanOrEqual(120);
    expect(slug.endsWith('-')).toBe(false);
    expect(slugFromTitle('word '.repeat(60))).toMatch(/^(word-)*word$/);
  });
});

describe('parseTags (spec part 2 section 5)', () => {
  it.each<[string | null | undefined, string[] | null]>([
    ['hiring, onboarding, culture', ['hiring', 'onboarding', 'culture']],
    ['  spaced  ,  out  ', ['spaced', 'out']],
    ['one', ['one']],
    ['a,,b, ,c,', ['a', 'b', 'c']],
    ['multi word tag, another one', ['multi word tag', 'another one']],
    ['', null],
    [' , ,, ', null],
    [null, null],
    [undefined, null],
  ])('%j → %j', (typed, tags) => {
    expect(parseTags(typed)).toEqual(tags);
  });
});

describe('excerptOrFallback (spec part 2 section 9)', () => {
  const content = 'x'.repeat(400);
  it.each<[string | null, string, string]>([
    ['A summary.', content, 'A summary.'],
    [null, content, 'x'.repeat(EXCERPT_FALLBACK_LENGTH)],
    ['', content, 'x'.repeat(EXCERPT_FALLBACK_LENGTH)],
    ['   ', content, 'x'.repeat(EXCERPT_FALLBACK_LENGTH)],
    [null, 'Short content.', 'Short content.'],
  ])('%j with content of %#', (excerpt, body, expected) => {
    expect(excerptOrFallback(excerpt, body)).toBe(expected);
  });

  it('uses 150 characters as the fallback and 160 for the edited excerpt', () => {
    expect(EXCERPT_FALLBACK_LENGTH).toBe(150);
    expect(EDITED_EXCERPT_LENGTH).toBe(160);
  });
});

describe('paragraphsOf', () => {
  it.each<[string, string[]]>([
    ['One.\n\nTwo.', ['One.', 'Two.']],
    ['One.\r\n\r\nTwo.', ['One.', 'Two.']],
    ['One.\rTwo.\r\rThree.', ['One.\nTwo.', 'Three.']],
    ['Line one\nline two\n\n\n\nNext', ['Line one\nline two', 'Next']],
    ['  padded  \n \t \n  second  ', ['padded', 'second']],
    ['<b>not html</b>\n\n<script>x</script>', ['<b>not html</b>', '<script>x</script>']],
    ['', []],
    ['\n\n\n', []],
  ])('%j', (content, paragraphs) => {
    expect(paragraphsOf(content)).toEqual(paragraphs);
  });
});

describe('submitArticleSchema', () => {
  const valid = {
    title: ' A title ',
    excerpt: 'A summary',
    authorName: 'Ann',
    authorBio: 'Bio',
    content: 'Body',
  };

  it('trims, turns empty optional fields into null and keeps tags as typed', () => {
    expect(submitArticleSchema.parse({ ...valid, tags: 'a, b', metaTitle: '  ', categoryId: null, authorEmail: '' })).toMatchObject({
      title: 'A title',
      tags: 'a, b',
      metaTitle: null,
      metaDescription: null,
      categoryId: null,
      authorEmail: null,
      featuredImageUrl: null,
    });
  });

  it.each([
    ['title', { title: '   ' }, contentFieldMessages.titleRequired],
    ['excerpt', { excerpt: '' }, contentFieldMessages.excerptRequired],
    ['authorName', { authorName: ' ' }, contentFieldMessages.authorNameRequired],
    ['authorBio', { authorBio: '' }, contentFieldMessages.authorBioRequired],
    ['content', { content: '\n' }, contentFieldMessages.contentRequired],
    ['tags', { tags: Array.from({ length: 11 }, (_, i) => `t${i}`).join(',') }, contentFieldMessages.tooManyTags],
    ['featuredImageUrl', { featuredImageUrl: 'https://evil.example/x.png' }, contentFieldMessages.imageType],
    ['authorEmail', { authorEmail: 'not-an-address' }, contentFieldMessages.commentEmailInvalid],
  ])('refuses a bad %s', (field, override, message) => {
    const result = submitArticleSchema.safeParse({ ...valid, ...override });
    expect(result.success).toBe(false);
    expect(result.error?.issues.find((issue) => issue.path[0] === field)?.message).toBe(message);
  });
});

describe('postCommentSchema', () => {
  it('refuses a blank comment and accepts one without name or e-mail (the server checks those for visitors)', () => {
    expect(postCommentSchema.safeParse({ content: '   ' }).success).toBe(false);
    expect(postCommentSchema.parse({ content: ' Nice ' })).toMatchObject({ content: 'Nice', authorName: null, authorEmail: null });
  });
});
