import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../setup/test-app.ts';
import { categoryId, createPost } from '../../factories/content.factory.ts';
import type { CategoryList, PostPage } from '../../../src/modules/content/contracts/content.contract.ts';

const DAY = 24 * 3600 * 1000;

describe('GET /api/content/posts: search, category and pages', () => {
  let t: TestApp;
  const page = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/content/posts${query}` });
    expect(res.statusCode).toBe(200);
    return res.json<PostPage>();
  };
  const titles = (p: PostPage) => p.posts.map((post) => post.title);

  beforeAll(async () => {
    t = await createTestApp();
    const leadership = await categoryId(t.app, 'leadership');
    const talent = await categoryId(t.app, 'talent-acquisition');
    // Ranking: "mentoring" in the title (A) beats the tags (A, but one word among several), the excerpt (B) and the body (C).
    await createPost(t.app, { publishedAt: new Date(Date.now() - 1 * DAY), form: { title: 'Body mention', content: 'We discuss mentoring once in the body.', tags: 'culture', categoryId: leadership } });
    await createPost(t.app, { publishedAt: new Date(Date.now() - 2 * DAY), form: { title: 'Excerpt mention', excerpt: 'A short note on mentoring.', content: 'Nothing here.', tags: 'culture', categoryId: talent } });
    await createPost(t.app, { publishedAt: new Date(Date.now() - 3 * DAY), form: { title: 'Mentoring programmes that work', content: 'Plain body.', tags: 'culture', categoryId: leadership } });
    await createPost(t.app, { publishedAt: new Date(Date.now() - 4 * DAY), form: { title: 'Unrelated', content: 'Plain body.', tags: 'payroll' } });
    // Pagination: 14 more published posts in one category, newest first.
    for (let i = 0; i < 14; i += 1) {
      await createPost(t.app, { publishedAt: new Date(Date.now() - (10 + i) * DAY), form: { title: `Paged post ${String(i).padStart(2, '0')}`, categoryId: talent } });
    }
    await createPost(t.app, { status: 'submitted', form: { title: 'Mentoring draft that is not public', categoryId: leadership } });
  });
  afterAll(() => t.close());

  it('lists the categories by name', async () => {
    const { categories } = (await t.app.inject({ method: 'GET', url: '/api/content/categories' })).json<CategoryList>();
    expect(categories.map((c) => c.name)).toEqual([
      'Compensation & Benefits',
      'Diversity & Inclusion',
      'Fractional Work',
      'HR Technology',
      'Leadership',
      'Learning & Development',
      'People Operations',
      'Talent Acquisition',
    ]);
    expect(categories.every((c) => /^[a-z-]+$/.test(c.slug))).toBe(true);
  });

  it('ranks matches by where the words appear (title before excerpt before body), published only', async () => {
    const result = await page('?search=mentoring');
    expect(titles(result)).toEqual(['Mentoring programmes that work', 'Excerpt mention', 'Body mention']);
    expect(result.total).toBe(3);
  });

  it('finds posts by tag and by word forms (stemming), and understands quotes and exclusions', async () => {
    expect(titles(await page('?search=payroll'))).toEqual(['Unrelated']);
    expect(titles(await page('?search=mentor'))).toContain('Mentoring programmes that work');
    expect(titles(await page(`?search=${encodeURIComponent('"programmes that work"')}`))).toEqual(['Mentoring programmes that work']);
    expect(titles(await page(`?search=${encodeURIComponent('mentoring -programmes')}`)).sort()).toEqual(['Body mention', 'Excerpt mention']);
  });

  it('never fails on odd input: stop words alone filter nothing, operators are plain text', async () => {
    expect((await page('?search=the')).total).toBe(18);
    expect((await page(`?search=${encodeURIComponent("'); DROP TABLE content_posts; --")}`)).total).toBe(0);
    expect((await page(`?search=${encodeURIComponent('&|!:*()')}`)).total).toBe(18);
  });

  it('filters by category slug, with and without a search', async () => {
    expect((await page('?category=leadership')).total).toBe(2);
    expect(titles(await page('?category=leadership&search=mentoring'))).toEqual(['Mentoring programmes that work', 'Body mention']);
    expect((await page('?category=no-such-category')).total).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: '/api/content/posts?category=Bad%20Slug' })).statusCode).toBe(400);
  });

  it('pages 12 at a time, newest published first, with the total', async () => {
    const first = await page('?category=talent-acquisition');
    expect(first).toMatchObject({ total: 15, page: 1, pageSize: 12 });
    expect(first.posts).toHaveLength(12);
    expect(first.posts[0]!.title).toBe('Excerpt mention');
    const dates = first.posts.map((p) => p.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = await page('?category=talent-acquisition&page=2');
    expect(titles(second)).toEqual(['Paged post 11', 'Paged post 12', 'Paged post 13']);
    expect((await page('?page=99')).posts).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/content/posts?page=0' })).statusCode).toBe(400);
  });

  it('shows a card with its category, two-or-more tags as stored and an excerpt', async () => {
    const [card] = (await page('?search=payroll')).posts;
    expect(card).toMatchObject({ title: 'Unrelated', tags: ['payroll'], category: null, authorName: 'Dana Whitfield' });
    const [withCategory] = (await page(`?search=${encodeURIComponent('"programmes that work"')}`)).posts;
    expect(withCategory!.category).toEqual({ name: 'Leadership', slug: 'leadership' });
  });
});
