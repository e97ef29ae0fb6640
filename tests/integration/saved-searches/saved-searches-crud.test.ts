import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../setup/test-app.ts';
import { createSignedInUser, type SignedInUser } from '../../factories/users.factory.ts';
import { createSavedSearch } from '../../factories/saved-searches.factory.ts';
import { savedSearchMessages, SAVED_SEARCHES_PER_CLIENT } from '../../../src/modules/saved-searches/contracts/saved-searches-messages.contract.ts';
import type { SavedSearch } from '../../../src/modules/saved-searches/contracts/saved-searches.contract.ts';

/** Saving, listing, renaming and deleting: validation against the directory's contract, the limit, and ownership. */
describe('saved searches: CRUD, validation and ownership', () => {
  let t: TestApp;
  let client: SignedInUser;
  let other: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp();
    client = await createSignedInUser(t.app, 'client');
    other = await createSignedInUser(t.app, 'client');
  });
  afterAll(async () => {
    await t.close();
  });

  const save = (user: SignedInUser, payload: object) => t.app.inject({ method: 'POST', url: '/api/saved-searches', headers: user.headers, payload });
  const list = async (user: SignedInUser) =>
    (await t.app.inject({ method: 'GET', url: '/api/saved-searches', headers: user.headers })).json().savedSearches as SavedSearch[];

  it('saves the filters without the page, named after them when no name is given, weekly by default', async () => {
    const res = await save(client, { filters: { role: 'vp-talent', country: 'germany', industries: 'financial-services', page: '3' } });
    expect(res.statusCode).toBe(201);
    const saved = res.json() as SavedSearch;
    expect(saved).toMatchObject({ filters: { role: 'vp-talent', country: 'germany', industries: 'financial-services' }, frequency: 'weekly', alerts: true });
    expect(saved.name).toBe('VP Talent · Germany · Financial Services & Fintech');
    expect((await list(client)).map((s) => s.id)).toContain(saved.id);
  });

  it('refuses what the directory would refuse: an unknown key, an unknown slug, bad years, a bad frequency (400, never 500)', async () => {
    for (const payload of [
      { filters: { colour: 'blue' } },
      { filters: { role: 'astronaut' } },
      { filters: { yearsExperience: 'lots' } },
      { filters: {}, frequency: 'hourly' },
      { filters: 'role=vp-talent' },
      { name: 'x'.repeat(101), filters: {} },
    ]) {
      const res = await save(client, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
  });

  it('renames, changes the frequency, turns alerts off and on', async () => {
    const { id } = await createSavedSearch(t.app, client.id);
    const patch = (payload: object) => t.app.inject({ method: 'PATCH', url: `/api/saved-searches/${id}`, headers: client.headers, payload });
    expect((await patch({ name: '  Berlin people  ', frequency: 'weekly' })).json()).toMatchObject({ name: 'Berlin people', frequency: 'weekly' });
    expect((await patch({ alerts: false })).json()).toMatchObject({ alerts: false });
    expect((await patch({ alerts: true })).json()).toMatchObject({ alerts: true });
    expect((await patch({ name: '   ' })).statusCode).toBe(400);
    expect((await patch({})).statusCode).toBe(400);
  });

  it("answers another client's search exactly like a missing one (404) and leaves it untouched", async () => {
    const mine = await createSavedSearch(t.app, client.id, { name: 'Mine' });
    for (const id of [mine.id, randomUUID()]) {
      const patch = await t.app.inject({ method: 'PATCH', url: `/api/saved-searches/${id}`, headers: other.headers, payload: { name: 'Taken' } });
      const del = await t.app.inject({ method: 'DELETE', url: `/api/saved-searches/${id}`, headers: other.headers });
      expect([patch.statusCode, del.statusCode]).toEqual([404, 404]);
      expect(patch.json().detail).toBe(savedSearchMessages.notFound);
    }
    expect((await list(other)).map((s) => s.id)).not.toContain(mine.id);
    expect((await list(client)).find((s) => s.id === mine.id)?.name).toBe('Mine');
  });

  it('deletes (204), then the search is gone (404)', async () => {
    const { id } = await createSavedSearch(t.app, client.id);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/saved-searches/${id}`, headers: client.headers })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/saved-searches/${id}`, headers: client.headers })).statusCode).toBe(404);
  });

  it(`keeps at most ${SAVED_SEARCHES_PER_CLIENT} per client, with a clear 409 beyond`, async () => {
    const busy = await createSignedInUser(t.app, 'client');
    for (let i = 0; i < SAVED_SEARCHES_PER_CLIENT; i += 1) await createSavedSearch(t.app, busy.id, { name: `Search ${i}` });
    const res = await save(busy, { filters: { region: 'europe' } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'saved_search_limit', detail: savedSearchMessages.limitReached });
  });
});
