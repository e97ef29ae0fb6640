import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../setup/test-app.ts';
import { createComment, createPost } from '../../factories/content.factory.ts';
import { createSignedInUser, type SignedInUser } from '../../factories/users.factory.ts';
import { contentAdminMessages } from '../../../src/modules/content/contracts/content-messages.contract.ts';
import { canTransition, POST_STATUSES, type PostStatus } from '../../../src/modules/content/contracts/post-status.contract.ts';
import type { AdminCommentList, AdminPost, AdminPostList, PublicCommentList } from '../../../src/modules/content/contracts/content.contract.ts';

describe("the admin's Content Management routes", () => {
  let t: TestApp;
  let admin: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createSignedInUser(t.app, 'super-admin');
  });
  afterAll(() => t.close());

  const setStatus = (id: string, status: PostStatus) =>
    t.app.inject({ method: 'PATCH', url: `/api/admin/content/posts/${id}/status`, headers: admin.headers, payload: { status } });
  const stored = async (id: string) =>
    (await t.orm.em.fork().execute<{ status: string; published_at: Date | null; excerpt: string; updated_at: Date; slug: string }[]>('SELECT * FROM content_posts WHERE id = ?', [id]))[0];

  it.each(POST_STATUSES.flatMap((from) => POST_STATUSES.map((to) => [from, to] as const)))('%s → %s over HTTP follows the state machine', async (from, to) => {
    const post = await createPost(t.app, { status: from });
    const res = await setStatus(post.id, to);
    if (canTransition(from, to)) {
      expect(res.statusCode).toBe(200);
      const answer = res.json<AdminPost>();
      expect(answer.status).toBe(to);
      const row = await stored(post.id);
      expect(row!.status).toBe(to);
      // Publishing sets published_at to now; any other target clears it.
      if (to === 'published') expect(Date.now() - new Date(row!.published_at!).getTime()).toBeLessThan(60_000);
      else expect(row!.published_at).toBeNull();
    } else {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'illegal_transition', detail: contentAdminMessages.illegalTransition(from, to) });
      expect((await stored(post.id))!.status).toBe(from);
    }
  });

  it('records ArticlePublished only when publishing', async () => {
    const post = await createPost(t.app, { status: 'submitted' });
    await setStatus(post.id, 'published');
    await setStatus(post.id, 'draft');
    const events = await t.orm.em.fork().execute<{ type: string }[]>(`SELECT type FROM outbox WHERE payload->>'postId' = ? ORDER BY occurred_at`, [post.id]);
    expect(events.map((e) => e.type)).toEqual(['ArticleSubmitted', 'ArticlePublished']);
  });

  it('lists every post newest created first with the Pending and Published counts and pending comments per post', async () => {
    const published = await createPost(t.app, { status: 'published' });
    await createComment(t.app, published.slug, { status: 'pending' });
    await createComment(t.app, published.slug, { status: 'pending' });
    await createComment(t.app, published.slug, { status: 'approved' });
    const newest = await createPost(t.app, { status: 'pending', form: { content: 'c'.repeat(300) } });
    // A post without an excerpt (older data, the spec's optional column) shows the content's first 150 characters.
    await t.orm.em.fork().execute('UPDATE content_posts SET excerpt = NULL WHERE id = ?', [newest.id]);

    const res = await t.app.inject({ method: 'GET', url: '/api/admin/content/posts', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const list = res.json<AdminPostList>();
    const [counts] = await t.orm.em.fork().execute<{ pending: number; published: number }[]>(
      `SELECT count(*) FILTER (WHERE status IN ('pending', 'submitted'))::int AS pending, count(*) FILTER (WHERE status = 'published')::int AS published FROM content_posts`,
    );
    expect(list).toMatchObject({ pendingCount: counts!.pending, publishedCount: counts!.published });
    expect(list.posts[0]).toMatchObject({ id: newest.id, status: 'pending', excerpt: 'c'.repeat(150) });
    const created = list.posts.map((p) => p.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
    expect(list.posts.find((p) => p.id === published.id)!.pendingCommentCount).toBe(2);
  });

  it('edits title and content: the excerpt becomes the first 160 characters, updated_at moves, the slug stays', async () => {
    const post = await createPost(t.app, { status: 'published' });
    const before = await stored(post.id);
    const content = `${'Edited paragraph. '.repeat(20)}\n\nSecond.`;
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/content/posts/${post.id}`,
      headers: admin.headers,
      payload: { title: '  New title  ', content },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminPost>()).toMatchObject({ title: 'New title', excerpt: content.slice(0, 160) });
    const after = await stored(post.id);
    expect(after!.excerpt).toHaveLength(160);
    expect(after!.slug).toBe(before!.slug);
    expect(new Date(after!.updated_at).getTime()).toBeGreaterThan(new Date(before!.updated_at).getTime());
    const blank = await t.app.inject({ method: 'PATCH', url: `/api/admin/content/posts/${post.id}`, headers: admin.headers, payload: { title: '', content: '' } });
    expect(blank.statusCode).toBe(400);
  });

  it('deletes a post with its comments (204), then 404', async () => {
    const post = await createPost(t.app);
    await createComment(t.app, post.slug);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/admin/content/posts/${post.id}`, headers: admin.headers });
    expect(res.statusCode).toBe(204);
    expect(await stored(post.id)).toBeUndefined();
    const [comments] = await t.orm.em.fork().execute<{ count: number }[]>('SELECT count(*)::int AS count FROM post_comments WHERE post_id = ?', [post.id]);
    expect(comments!.count).toBe(0);
    const again = await t.app.inject({ method: 'DELETE', url: `/api/admin/content/posts/${post.id}`, headers: admin.headers });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ detail: contentAdminMessages.postNotFound });
    expect((await setStatus(post.id, 'published')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'PATCH', url: '/api/admin/content/posts/not-a-uuid/status', headers: admin.headers, payload: { status: 'draft' } })).statusCode).toBe(400);
  });

  it('moderates comments: the queue (oldest first, with the article), approve makes it public, reject hides it, delete removes it', async () => {
    const post = await createPost(t.app, { form: { title: 'Moderated article' } });
    const older = await createComment(t.app, post.slug, { status: 'pending', createdAt: new Date(Date.now() - 3_600_000) });
    const newer = await createComment(t.app, post.slug, { status: 'pending' });
    const publicComments = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/content/posts/${post.slug}/comments` })).json<PublicCommentList>().comments.map((c) => c.id);

    const queue = (await t.app.inject({ method: 'GET', url: '/api/admin/content/comments', headers: admin.headers })).json<AdminCommentList>();
    const mine = queue.comments.filter((c) => c.post.id === post.id);
    expect(mine.map((c) => c.id)).toEqual([older.id, newer.id]);
    expect(mine[0]).toMatchObject({ status: 'pending', post: { title: 'Moderated article', slug: post.slug, status: 'published' } });
    expect(mine[0]!.authorEmail).toContain('@');
    expect(queue.pendingCount).toBeGreaterThanOrEqual(2);
    expect(await publicComments()).toEqual([]);

    const approve = await t.app.inject({ method: 'PATCH', url: `/api/admin/content/comments/${older.id}/status`, headers: admin.headers, payload: { status: 'approved' } });
    expect(approve.statusCode).toBe(200);
    expect(approve.json()).toMatchObject({ id: older.id, status: 'approved' });
    expect(await publicComments()).toEqual([older.id]);

    await t.app.inject({ method: 'PATCH', url: `/api/admin/content/comments/${newer.id}/status`, headers: admin.headers, payload: { status: 'rejected' } });
    expect(await publicComments()).toEqual([older.id]);
    const rejected = (await t.app.inject({ method: 'GET', url: '/api/admin/content/comments?status=rejected', headers: admin.headers })).json<AdminCommentList>();
    expect(rejected.comments.map((c) => c.id)).toContain(newer.id);
    const pendingNow = (await t.app.inject({ method: 'GET', url: '/api/admin/content/comments', headers: admin.headers })).json<AdminCommentList>();
    expect(pendingNow.comments.map((c) => c.id)).not.toContain(newer.id);

    expect((await t.app.inject({ method: 'PATCH', url: `/api/admin/content/comments/${newer.id}/status`, headers: admin.headers, payload: { status: 'pending' } })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/content/comments/${older.id}`, headers: admin.headers })).statusCode).toBe(204);
    expect(await publicComments()).toEqual([]);
    const gone = await t.app.inject({ method: 'DELETE', url: `/api/admin/content/comments/${older.id}`, headers: admin.headers });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ detail: contentAdminMessages.commentNotFound });
  });
});
