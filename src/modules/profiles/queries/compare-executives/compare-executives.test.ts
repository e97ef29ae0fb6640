import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReferenceData } from '../../../reference/index.ts';
import { compareMessages } from '../../contracts/compare-messages.contract.ts';
import { createTestApp, type TestApp } from '../../../../../tests/setup/test-app.ts';
import { createSignedInUser, type SignedInUser } from '../../../../../tests/factories/users.factory.ts';
import { createExecutive, referenceOf } from '../../../../../tests/factories/executives.factory.ts';

/** GET /api/compare: the limit, who sees names, unapproved ids left out, shared values. */
describe('compare executives', () => {
  let t: TestApp;
  let reference: ReferenceData;
  let client: SignedInUser;
  let consultant: SignedInUser;
  let admin: SignedInUser;
  let greta: SignedInUser;
  let hans: SignedInUser;
  let paul: SignedInUser;
  let pending: SignedInUser;
  let revoked: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp();
    reference = await referenceOf(t.app);
    client = await createSignedInUser(t.app, 'client');
    consultant = await createSignedInUser(t.app, 'consultant');
    admin = await createSignedInUser(t.app, 'super-admin');
    const [i0, i1, i2] = reference.industries.map((i) => i.id);
    const [l0, l1] = reference.languages.map((l) => l.id);
    greta = await createExecutive(t.app, {
      user: { firstName: 'Greta', lastName: 'Gruber' },
      profile: { firstName: 'Greta', lastName: 'Gruber', industries: [i0!, i1!, i2!], languages: [l0!, l1!] },
    });
    hans = await createExecutive(t.app, {
      user: { firstName: 'Hans', lastName: 'Huber' },
      profile: { firstName: 'Hans', lastName: 'Huber', industries: [i1!, i2!], languages: [l0!] },
    });
    paul = await createExecutive(t.app, {
      user: { firstName: 'Paul', lastName: 'Martin' },
      profile: { firstName: 'Paul', lastName: 'Martin', industries: [i2!, i1!], languages: [l0!, l1!], role: reference.roles[1]!.id },
    });
    pending = await createExecutive(t.app, { state: 'pending' });
    revoked = await createExecutive(t.app, { state: 'revoked' });
  });
  afterAll(async () => {
    await t.close();
  });

  const compare = (ids: string[], user?: SignedInUser) =>
    t.app.inject({ method: 'GET', url: `/api/compare?ids=${ids.join(',')}`, ...(user ? { headers: user.headers } : {}) });

  it('a client sees three leaders side by side, in the given order, with names', async () => {
    const res = await compare([paul.id, greta.id, hans.id], client);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.executives.map((e: { id: string }) => e.id)).toEqual([paul.id, greta.id, hans.id]);
    expect(body.executives.map((e: { name: string }) => e.name)).toEqual(['Paul Martin', 'Greta Gruber', 'Hans Huber']);
    expect(body.executives[0]).toMatchObject({ access: 'full', initials: 'PM', title: reference.roles[1]!.label, displayLocation: 'Germany, Berlin' });
    expect(body.droppedIds).toEqual([]);
    expect(body.notice).toBeNull();
  });

  it('marks exactly the values every compared leader has', async () => {
    const body = (await compare([greta.id, hans.id, paul.id], client)).json();
    const label = (list: { id: string; label: string }[], index: number) => list[index]!.label;
    // Reference display order, whatever order each leader chose them in.
    expect(body.shared.industries).toEqual([label(reference.industries, 1), label(reference.industries, 2)]);
    expect(body.shared.languages).toEqual([label(reference.languages, 0)]);
    expect(body.shared.title).toBe(false);
    expect(body.shared.displayLocation).toBe(true);
    expect(body.shared.priceRange).toBe(true);
    // Two of them share more.
    const pair = (await compare([greta.id, paul.id], client)).json();
    expect(pair.shared.languages).toEqual([label(reference.languages, 0), label(reference.languages, 1)]);
    expect(pair.shared.industries).toEqual([label(reference.industries, 1), label(reference.industries, 2)]);
  });

  it('visitors and signed-in non-clients get initials only, never a name; the executive their own name', async () => {
    for (const viewer of [undefined, consultant, admin, hans]) {
      const res = await compare([greta.id, paul.id], viewer);
      expect(res.statusCode).toBe(200);
      expect(res.json().executives.map((e: { access: string; name: string }) => [e.access, e.name])).toEqual([
        ['preview', 'G.G.'],
        ['preview', 'P.M.'],
      ]);
      expect(res.body).not.toContain('Gruber');
      expect(res.body).not.toContain('Martin');
      expect(res.body).not.toContain('acme-test.example');
    }
    const own = (await compare([greta.id, paul.id], greta)).json();
    expect(own.executives.map((e: { name: string }) => e.name)).toEqual(['Greta Gruber', 'P.M.']);
  });

  it('leaves out unknown, malformed, pending and revoked ids with a notice', async () => {
    const unknown = randomUUID();
    const res = await compare([pending.id, greta.id, unknown], client);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ droppedIds: [pending.id, unknown], notice: compareMessages.someUnavailable });
    expect(res.json().executives.map((e: { id: string }) => e.id)).toEqual([greta.id]);
    const other = (await compare(['not-an-id', revoked.id], client)).json();
    expect(other).toMatchObject({ executives: [], droppedIds: ['not-an-id', revoked.id], notice: compareMessages.someUnavailable });
    // An executive's own pending profile is not listed, so it is not compared either.
    expect((await compare([pending.id], pending)).json().executives).toEqual([]);
  });

  it('repeats count once; no ids is an empty comparison', async () => {
    const body = (await compare([greta.id, greta.id.toUpperCase(), ` ${hans.id}`], client)).json();
    expect(body.executives.map((e: { id: string }) => e.id)).toEqual([greta.id, hans.id]);
    const empty = await t.app.inject({ method: 'GET', url: '/api/compare' });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({ executives: [], droppedIds: [], notice: null });
    expect(empty.json().shared.industries).toEqual([]);
  });

  it('more than three leaders is a 400 problem', async () => {
    const res = await compare([greta.id, hans.id, paul.id, pending.id], client);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({ code: 'too_many_compared', detail: compareMessages.tooManyIds });
    const long = await compare(Array.from({ length: 40 }, () => randomUUID()), client);
    expect(long.statusCode).toBe(400);
  });
});
