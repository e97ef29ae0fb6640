import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../setup/test-app.ts';
import { createComment, createPost } from '../../factories/content.factory.ts';
import type { Article, PostPage, PublicCommentList } from '../../../src/modules/content/contracts/content.contract.ts';
import { articleMessages } from '../../../src/modules/content/contracts/content-messages.contract.ts';
import type { PostStatus } from '../../../src/modules/content/contracts/post-status.contract.ts';
import { csrfHeaders } from '../../factories/users.factory.ts';

describe('the public reads show published posts and approved comments only', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each<PostStatus>(['draft', 'pending', 'submitted', 'rejected'])('a %s post is unknown by slug, by list and to its comments', async (status) => {
    const post = await createPost(t.app, { status, form: { title: `Hidden ${status} post` } });
    const bySlug = await t.app.inject({ method: 'GET', url: `/api/content/posts/${post.slug}` });
    expect(bySlug.statusCode).toBe(404);
    expect(bySlug.json()).toMatchObject({ detail: articleMessages.notFound, code: 'article_not_found' });
    expect((await t.app.inject({ method: 'GET', url: `/api/content/posts/${post.slug}/comments` })).statusCode).toBe(404);
    const comment = await t.app.inject({
      method: 'POST',
      url: `/api/content/posts/${post.slug}/comments`,
      headers: csrfHeaders,
      payload: { content: 'Hello', authorName: 'Ann', authorEmail: 'ann@example.com' },
    });
    expect(comment.statusCode).toBe(404);
    const list = (await t.app.inject({ method: 'GET', url: '/api/content/posts' })).json<PostPage>();
    expect(list.posts.map((p) => p.id)).not.toContain(post.id);
    const searched = (await t.app.inject({ method: 'GET', url: `/api/content/posts?search=${encodeURIComponent(`Hidden ${status}`)}` })).json<PostPage>();
    expect(searched.posts.map((p) => p.id)).not.toContain(post.id);
  });

  it('shows a published article with meta defaults and only its approved comments, oldest first', async () => {
    const post = await createPost(t.app, { form: { title: 'Visible article', excerpt: 'The summary.', content: 'One.\n\nTwo.' } });
    const second = await createComment(t.app, post.slug, { status: 'approved', createdAt: new Date(Date.now() - 1000) });
    const first = await createComment(t.app, post.slug, { status: 'approved', createdAt: new Date(Date.now() - 60_000) });
    const pending = await createComment(t.app, post.slug, { status: 'pending' });
    const rejected = await createComment(t.app, post.slug, { status: 'rejected' });

    const res = await t.app.inject({ method: 'GET', url: `/api/content/posts/${post.slug}` });
    expect(res.statusCode).toBe(200);
    const article = res.json<Article>();
    expect(article).toMatchObject({ title: 'Visible article', metaTitle: 'Visible article', metaDescription: 'The summary.', commentCount: 2, content: 'One.\n\nTwo.' });

    const comments = (await t.app.inject({ method: 'GET', url: `/api/content/posts/${post.slug}/comments` })).json<PublicCommentList>();
    expect(comments.comments.map((c) => c.id)).toEqual([first.id, second.id]);
    expect(JSON.stringify(comments)).not.toContain(pending.content);
    expect(JSON.stringify(comments)).not.toContain(rejected.content);
    expect(JSON.stringify(comments)).not.toContain('@');
  });
});
