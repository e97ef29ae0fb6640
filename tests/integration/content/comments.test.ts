import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../setup/test-app.ts';
import { createPost } from '../../factories/content.factory.ts';
import { createSignedInUser, csrfHeaders } from '../../factories/users.factory.ts';
import { articleMessages, contentFieldMessages } from '../../../src/modules/content/contracts/content-messages.contract.ts';

type StoredComment = { content: string; author_name: string; author_email: string; author_id: string | null; status: string };

describe('POST /api/content/posts/:slug/comments', () => {
  let t: TestApp;
  let slug: string;
  beforeAll(async () => {
    t = await createTestApp();
    slug = (await createPost(t.app)).slug;
  });
  afterAll(() => t.close());

  const comment = (payload: Record<string, unknown>, headers: Record<string, string> = csrfHeaders) =>
    t.app.inject({ method: 'POST', url: `/api/content/posts/${slug}/comments`, headers, payload });
  const stored = async (content: string) =>
    (await t.orm.em.fork().execute<StoredComment[]>('SELECT * FROM post_comments WHERE content = ?', [content]))[0];

  it("stores an anonymous visitor's comment as pending with their name and e-mail", async () => {
    const res = await comment({ content: '  Very useful, thank you.  ', authorName: 'Ada Reader', authorEmail: 'ada@reader.example' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: articleMessages.commentSubmittedDescription });
    expect(await stored('Very useful, thank you.')).toMatchObject({
      author_name: 'Ada Reader',
      author_email: 'ada@reader.example',
      author_id: null,
      status: 'pending',
    });
  });

  it("labels a signed-in commenter 'User' + the first 8 characters of their id and uses the account e-mail", async () => {
    const user = await createSignedInUser(t.app, 'client');
    const res = await comment({ content: 'Signed-in view.', authorName: 'Someone Else', authorEmail: 'other@example.com' }, user.headers);
    expect(res.statusCode).toBe(201);
    expect(await stored('Signed-in view.')).toMatchObject({
      author_name: `User ${user.id.slice(0, 8)}`,
      author_email: user.email,
      author_id: user.id,
      status: 'pending',
    });
  });

  it('requires a name and an e-mail of anonymous visitors (400 with the field messages)', async () => {
    const res = await comment({ content: 'No name given.' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errors: { authorName: [contentFieldMessages.commentNameRequired], authorEmail: [contentFieldMessages.commentEmailInvalid] },
    });
    const badEmail = await comment({ content: 'Bad address.', authorName: 'Ann', authorEmail: 'not-an-email' });
    expect(badEmail.json()).toMatchObject({ errors: { authorEmail: [contentFieldMessages.commentEmailInvalid] } });
    expect(await stored('No name given.')).toBeUndefined();
  });

  it('refuses a blank or over-long comment', async () => {
    expect((await comment({ content: '   \n ', authorName: 'Ann', authorEmail: 'ann@example.com' })).json()).toMatchObject({
      errors: { content: [contentFieldMessages.contentRequired] },
    });
    expect((await comment({ content: 'x'.repeat(5001), authorName: 'Ann', authorEmail: 'ann@example.com' })).statusCode).toBe(400);
  });

  it('drops a filled honeypot with the same answer', async () => {
    const res = await comment({ content: 'Buy now!', authorName: 'Bot', authorEmail: 'bot@spam.example', website: 'http://spam.example' });
    expect(res.statusCode).toBe(201);
    expect(await stored('Buy now!')).toBeUndefined();
  });

  it('keeps HTML and links exactly as typed (shown as text, never rendered)', async () => {
    const text = '<img src=x onerror=alert(1)> see <a href="http://x.example">this</a>';
    await comment({ content: text, authorName: '<b>Bold</b>', authorEmail: 'html@example.com' });
    expect(await stored(text)).toMatchObject({ author_name: '<b>Bold</b>' });
  });

  it('answers 404 for an unknown article, even with a honeypot', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/content/posts/no-such-article/comments',
      headers: csrfHeaders,
      payload: { content: 'Hi', authorName: 'Ann', authorEmail: 'ann@example.com', website: 'x' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ detail: articleMessages.notFound });
  });
});
