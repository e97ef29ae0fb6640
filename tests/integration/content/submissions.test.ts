import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../setup/test-app.ts';
import { articleForm, categoryId } from '../../factories/content.factory.ts';
import { createSignedInUser, csrfHeaders } from '../../factories/users.factory.ts';
import { contentFieldMessages, submitMessages } from '../../../src/modules/content/contracts/content-messages.contract.ts';
import type { SubmitArticleInput } from '../../../src/modules/content/contracts/content-form.contract.ts';

type StoredPost = {
  id: string;
  slug: string;
  status: string;
  tags: string[] | null;
  meta_title: string;
  meta_description: string;
  author_id: string | null;
  author_email: string | null;
  category_id: string | null;
  published_at: Date | null;
};

describe('POST /api/content/submissions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ CONTENT_RATE_LIMIT_MAX: '1000' });
  });
  afterAll(() => t.close());

  const submit = (payload: Partial<SubmitArticleInput> & { website?: string }, headers: Record<string, string> = csrfHeaders) =>
    t.app.inject({ method: 'POST', url: '/api/content/submissions', headers, payload: articleForm(payload) });
  const stored = async (title: string) =>
    t.orm.em.fork().execute<StoredPost[]>('SELECT * FROM content_posts WHERE title = ? ORDER BY created_at', [title]);
  const outboxFor = async (postId: string) =>
    t.orm.em.fork().execute<{ type: string }[]>(`SELECT type FROM outbox WHERE payload->>'postId' = ?`, [postId]);

  it('stores a submitted post with parsed tags, meta defaults and ArticleSubmitted in the outbox', async () => {
    const res = await submit({ title: 'Hiring Your First Recruiter', excerpt: 'When and how.', tags: ' hiring , , recruiters,  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: submitMessages.successToast });
    const [post] = await stored('Hiring Your First Recruiter');
    expect(post).toMatchObject({
      slug: 'hiring-your-first-recruiter',
      status: 'submitted',
      tags: ['hiring', 'recruiters'],
      meta_title: 'Hiring Your First Recruiter',
      meta_description: 'When and how.',
      author_id: null,
      author_email: null,
      category_id: null,
      published_at: null,
    });
    expect(await outboxFor(post!.id)).toEqual([{ type: 'ArticleSubmitted' }]);
  });

  it('stores null tags when none are typed, and keeps the meta fields when given', async () => {
    await submit({ title: 'No Tags Here', tags: ' , ', metaTitle: 'Custom meta', metaDescription: 'Custom description' });
    const [post] = await stored('No Tags Here');
    expect(post).toMatchObject({ tags: null, meta_title: 'Custom meta', meta_description: 'Custom description' });
    await submit({ title: 'No Tags Field', tags: undefined });
    expect((await stored('No Tags Field'))[0]!.tags).toBeNull();
  });

  it('makes slugs unique with -2, -3... and never takes the reserved "submit"', async () => {
    for (let i = 0; i < 3; i += 1) expect((await submit({ title: 'Same Title!' })).statusCode).toBe(201);
    expect((await stored('Same Title!')).map((p) => p.slug)).toEqual(['same-title', 'same-title-2', 'same-title-3']);
    await submit({ title: 'Submit' });
    expect((await stored('Submit'))[0]!.slug).toBe('submit-2');
    // A title whose slug merely starts like a suffixed one does not push the suffix.
    await submit({ title: 'Budget 2030' });
    await submit({ title: 'Budget' });
    await submit({ title: 'Budget' });
    expect((await stored('Budget')).map((p) => p.slug)).toEqual(['budget', 'budget-2']);
  });

  it('gives concurrent submissions of one title different slugs', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => submit({ title: 'Race Condition' })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(201));
    const slugs = (await stored('Race Condition')).map((p) => p.slug).sort();
    expect(slugs).toEqual(['race-condition', 'race-condition-2', 'race-condition-3', 'race-condition-4', 'race-condition-5', 'race-condition-6']);
  });

  it('links a signed-in author and uses their account e-mail unless another is typed', async () => {
    const author = await createSignedInUser(t.app, 'executive');
    await submit({ title: 'From An Executive' }, author.headers);
    expect((await stored('From An Executive'))[0]).toMatchObject({ author_id: author.id, author_email: author.email });
    await submit({ title: 'Typed Address', authorEmail: 'me@writer.example' }, author.headers);
    expect((await stored('Typed Address'))[0]).toMatchObject({ author_id: author.id, author_email: 'me@writer.example' });
  });

  it('accepts a known category and refuses an unknown one with the field message', async () => {
    const leadership = await categoryId(t.app, 'leadership');
    expect((await submit({ title: 'In A Category', categoryId: leadership })).statusCode).toBe(201);
    expect((await stored('In A Category'))[0]!.category_id).toBe(leadership);
    const res = await submit({ title: 'Unknown Category', categoryId: '6f1c3a57-1111-4b2f-9c7e-2a1d3e4f5a6b' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: { categoryId: [contentFieldMessages.unknownCategory] } });
    expect(await stored('Unknown Category')).toEqual([]);
  });

  it('drops a filled honeypot with the same answer', async () => {
    const res = await submit({ title: 'Bot Submission', website: 'http://spam.example' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: submitMessages.successToast });
    expect(await stored('Bot Submission')).toEqual([]);
  });

  it('answers 400 with every field message for missing fields', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/content/submissions', headers: csrfHeaders, payload: { title: ' ', content: '' } });
    expect(res.statusCode).toBe(400);
    const { errors } = res.json<{ errors: Record<string, string[]> }>();
    expect(errors).toMatchObject({
      title: [contentFieldMessages.titleRequired],
      content: [contentFieldMessages.contentRequired],
    });
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(['excerpt', 'authorName', 'authorBio']));
  });

  it('refuses a featured image that is not one of our uploads, and over-long fields', async () => {
    const foreign = await submit({ title: 'Foreign Image', featuredImageUrl: 'https://tracker.example/pixel.png' });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ errors: { featuredImageUrl: [contentFieldMessages.imageType] } });
    const long = await submit({ title: 'x'.repeat(201) });
    expect(long.json()).toMatchObject({ errors: { title: [contentFieldMessages.tooLong] } });
  });
});

describe('rate limits on the anonymous content forms', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ CONTENT_RATE_LIMIT_MAX: '2' });
  });
  afterAll(() => t.close());

  it('answers 429 after the limit per IP, counting each form on its own', async () => {
    const submit = () => t.app.inject({ method: 'POST', url: '/api/content/submissions', headers: csrfHeaders, payload: articleForm() });
    expect((await submit()).statusCode).toBe(201);
    expect((await submit()).statusCode).toBe(201);
    const refused = await submit();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    const upload = await t.app.inject({ method: 'POST', url: '/api/content/images', headers: csrfHeaders, payload: {} });
    expect(upload.statusCode).not.toBe(429);
  });
});
