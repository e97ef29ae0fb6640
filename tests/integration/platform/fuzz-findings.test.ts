import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../setup/test-app.ts';
import { createSignedInUser, stepUp, csrfHeaders, type SignedInUser } from '../../factories/users.factory.ts';
import { unstorableTextMessages } from '../../../src/platform/http/storable-text.ts';

/**
 * What the schema-driven fuzzer (tests/fuzz) found, one case each, so a fix cannot quietly go:
 * text PostgreSQL cannot store answered 500, and some 4xx messages were not fit to read.
 */
describe('fuzzer findings stay fixed', () => {
  let t: TestApp;
  let admin: SignedInUser;
  let client: SignedInUser;
  const json = { ...csrfHeaders, 'content-type': 'application/json' };

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000' });
    admin = await stepUp(t.app, await createSignedInUser(t.app, 'super-admin'));
    client = await createSignedInUser(t.app, 'client');
  });
  afterAll(async () => {
    await t.close();
  });

  const signUp = (firstName: string) =>
    JSON.stringify({ firstName, lastName: 'Fuzz', email: `fuzz-${Date.now()}@acme-test.example`, password: 'Fuzz-pass1A' });

  it('refuses a NUL character in a query value with 400 (it reached PostgreSQL: 500)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/community/members/export?search=a%00b', headers: admin.headers });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({ code: 'unstorable_text', detail: unstorableTextMessages.nul, errors: { search: [unstorableTextMessages.nul] } });
  });

  it('refuses a NUL character in a JSON string with 400, naming the field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/shortlists', headers: { ...client.headers, 'content-type': 'application/json' }, payload: '{"name":"a\\u0000b"}' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'unstorable_text', errors: { name: [unstorableTextMessages.nul] } });
  });

  it('refuses a lone surrogate with 400 (PostgreSQL refused it in a json column: 500)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/sign-up/executive', headers: json, payload: signUp('broken pair \ud83d') });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'unstorable_text', errors: { firstName: [unstorableTextMessages.loneSurrogate] } });
  });

  it('still accepts a well-formed surrogate pair (an emoji)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/sign-up/executive', headers: json, payload: signUp('Zoë 😀') });
    expect(res.statusCode).toBe(201);
  });

  it('answers a body 100,000 arrays deep with 400, not a stack overflow', async () => {
    const payload = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', headers: json, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ detail: 'The request body must be an object.' });
  });

  it("words a number that is not a number as a sentence, not zod's 'received NaN'", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/community/members?page=abc', headers: admin.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ detail: 'This field must be a number.', errors: { page: ['This field must be a number.'] } });
  });

  it("words a size limit as a sentence, not zod's 'Too big: expected string to have <=200 characters'", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/community/members?search=${'x'.repeat(201)}`, headers: admin.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: { search: ['This value must be at most 200 characters long.'] } });
  });

  it('quotes at most 100 characters of an unknown path back in the 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/${'x'.repeat(5000)}` });
    expect(res.statusCode).toBe(404);
    expect(res.json<{ detail: string }>().detail).toBe(`No route for GET /api/${'x'.repeat(95)}….`);
  });

  it('quotes at most 60 characters of an unknown filter value back', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/directory?city=${'y'.repeat(1500)}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: { city: [`Unknown city "${'y'.repeat(60)}…".`] } });
  });
});
