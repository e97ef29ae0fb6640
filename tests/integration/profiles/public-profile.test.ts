import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReferenceData } from '../../../src/modules/reference/index.ts';
import { publicProfileMessages } from '../../../src/modules/profiles/contracts/profile-messages.contract.ts';
import { createTestApp, type TestApp } from '../../setup/test-app.ts';
import { createSignedInUser, type SignedInUser } from '../../factories/users.factory.ts';
import { BIO_60_WORDS, createExecutive, referenceOf } from '../../factories/executives.factory.ts';

/** Spec part 2 section 6: who sees the full last name, the bio and the contact details. */
describe('public executive profile and contact details', () => {
  let t: TestApp;
  let reference: ReferenceData;
  let admin: SignedInUser;
  let client: SignedInUser;
  let consultant: SignedInUser;
  let approved: SignedInUser;
  let pending: SignedInUser;
  let otherExecutive: SignedInUser;

  const CONTACT_VALUES = ['greta.gruber@acme-test.example', '+49 30 1234567', 'linkedin.com/in/greta-gruber', 'cv.acme-test.example'];

  beforeAll(async () => {
    t = await createTestApp();
    reference = await referenceOf(t.app);
    admin = await createSignedInUser(t.app, 'super-admin');
    client = await createSignedInUser(t.app, 'client');
    consultant = await createSignedInUser(t.app, 'consultant');
    approved = await createExecutive(t.app, { state: 'approved' });
    pending = await createExecutive(t.app, { state: 'pending' });
    otherExecutive = await createExecutive(t.app, { state: 'approved' });
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, user?: SignedInUser) => t.app.inject({ method: 'GET', url, ...(user ? { headers: user.headers } : {}) });
  const expectNoContact = (raw: string) => {
    for (const value of CONTACT_VALUES) expect(raw).not.toContain(value);
    for (const key of ['"email"', '"phone"', '"linkedinUrl"', '"cvUrl"']) expect(raw).not.toContain(key);
  };

  it('a signed-in client and the executive themself get the full last name and the bio', async () => {
    for (const viewer of [client, approved]) {
      const res = await get(`/api/executives/${approved.id}`, viewer);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ access: 'full', firstName: 'Greta', lastName: 'Gruber', name: 'Greta Gruber', bio: BIO_60_WORDS, canViewContact: true });
      expect(res.json().isOwn).toBe(viewer === approved);
      expectNoContact(res.body);
    }
  });

  it('visitors, consultants, other executives and super admins get the last initial and no bio', async () => {
    for (const viewer of [undefined, consultant, otherExecutive, admin]) {
      const res = await get(`/api/executives/${approved.id}`, viewer);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ access: 'limited', lastName: 'G.', name: 'Greta G.', bio: null, isOwn: false });
      expect(res.body).not.toContain('Gruber');
      expect(res.body).not.toContain('word59');
      expect(res.json().canViewContact).toBe(viewer === admin);
      expectNoContact(res.body);
    }
    const shown = (await get(`/api/executives/${approved.id}`)).json();
    expect(shown).toMatchObject({ title: reference.roles[0]!.label, yearsExperience: 12, availabilityLabel: 'Part-time', currencySymbol: '€' });
    expect(shown.industries).toEqual([reference.industries[0]!.label, reference.industries[1]!.label]);
  });

  it('unapproved, unknown and malformed ids: 404 (or 400), except the executive on their own profile', async () => {
    for (const viewer of [undefined, client, admin, otherExecutive]) {
      const res = await get(`/api/executives/${pending.id}`, viewer);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().detail).toBe(publicProfileMessages.notFound);
    }
    expect((await get(`/api/executives/${pending.id}`, pending)).json().access).toBe('full');
    expect((await get('/api/executives/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get('/api/executives/not-a-uuid')).statusCode).toBe(400);
  });

  it('contact details answer a client, a super admin and the executive themself only', async () => {
    const expected = {
      email: 'greta.gruber@acme-test.example',
      phone: '+49 30 1234567',
      linkedinUrl: 'https://www.linkedin.com/in/greta-gruber',
      cvUrl: 'https://cv.acme-test.example/greta.pdf',
    };
    for (const viewer of [client, admin, approved]) {
      const res = await get(`/api/executives/${approved.id}/contact`, viewer);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(expected);
    }
    expect((await get(`/api/executives/${approved.id}/contact`)).statusCode).toBe(401);
    for (const viewer of [consultant, otherExecutive]) {
      const res = await get(`/api/executives/${approved.id}/contact`, viewer);
      expect(res.statusCode).toBe(403);
      expectNoContact(res.body);
    }
    const [logged] = await t.orm.em
      .fork()
      .execute<{ n: number }[]>(`SELECT count(*)::int AS n FROM security_events WHERE user_id = ? AND route = '/api/executives/:id/contact'`, [otherExecutive.id]);
    expect(logged!.n).toBe(1);
  });

  it("a pending profile's contact details: the executive and a super admin yes, a client no", async () => {
    expect((await get(`/api/executives/${pending.id}/contact`, pending)).statusCode).toBe(200);
    expect((await get(`/api/executives/${pending.id}/contact`, admin)).statusCode).toBe(200);
    const asClient = await get(`/api/executives/${pending.id}/contact`, client);
    expect(asClient.statusCode).toBe(404);
    expectNoContact(asClient.body);
  });

  it("an executive's own-profile route never shows another executive's profile", async () => {
    const own = await get('/api/profile', otherExecutive);
    expect(own.json().id).toBe(otherExecutive.id);
    expect((await get('/api/profile', client)).statusCode).toBe(403);
  });
});
