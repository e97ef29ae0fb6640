import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReferenceData } from '../../../reference/index.ts';
import { profileMessages, profileStatusBanners } from '../../contracts/profile-messages.contract.ts';
import { createTestApp, type TestApp } from '../../../../../tests/setup/test-app.ts';
import { createSignedInUser, type SignedInUser } from '../../../../../tests/factories/users.factory.ts';
import { createExecutive, profileForm, referenceOf } from '../../../../../tests/factories/executives.factory.ts';
import { isInDirectory, saveProfile } from '../../../../../tests/integration/profiles/profile-fixtures.ts';

describe('save own profile', () => {
  let t: TestApp;
  let reference: ReferenceData;
  let client: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp();
    reference = await referenceOf(t.app);
    client = await createSignedInUser(t.app, 'client');
  });
  afterAll(async () => {
    await t.close();
  });

  const sql = <T>(query: string, params: unknown[] = []) => t.orm.em.fork().execute<T[]>(query, params);
  const getOwn = (user: SignedInUser) => t.app.inject({ method: 'GET', url: '/api/profile', headers: user.headers });
  const submittedEvents = async (id: string) =>
    (await sql<{ n: number }>(`SELECT count(*)::int AS n FROM outbox WHERE type = 'ProfileSubmitted' AND payload->>'executiveId' = ?`, [id]))[0]!.n;

  it('starts incomplete, then the first save submits it for approval (once), later saves update it', async () => {
    const executive = await createSignedInUser(t.app, 'executive');
    const before = (await getOwn(executive)).json();
    expect(before).toMatchObject({ status: 'incomplete', banner: profileStatusBanners.incomplete, form: null });

    const first = await saveProfile(t.app, executive, profileForm(reference));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ status: 'pending', submitted: true, firstSubmission: true, message: profileMessages.submitted });
    const second = await saveProfile(t.app, executive, profileForm(reference, { firstName: 'Gretchen' }));
    expect(second.json()).toMatchObject({ status: 'pending', submitted: false, firstSubmission: false, message: profileMessages.updated });
    expect(await submittedEvents(executive.id)).toBe(1);

    const own = (await getOwn(executive)).json();
    expect(own).toMatchObject({ status: 'pending', banner: profileStatusBanners.pending, profileComplete: true, approved: false });
    expect(own.form).toMatchObject({ firstName: 'Gretchen', yearsExperience: '10+', availability: 'part-time' });
    expect(own.display).toMatchObject({ displayLocation: expect.stringMatching(/^Germany, /), currencySymbol: '€', yearsExperience: 12 });
    const [payload] = await sql<{ payload: Record<string, unknown> }>(`SELECT payload FROM outbox WHERE type = 'ProfileSubmitted' AND payload->>'executiveId' = ?`, [executive.id]);
    expect(payload!.payload).toMatchObject({ executiveId: executive.id, firstName: 'Greta', lastName: 'Gruber', email: 'greta.gruber@acme-test.example' });
  });

  it('replaces every link table with the new selections', async () => {
    const executive = await createExecutive(t.app, { state: 'pending' });
    const industries = [reference.industries[5]!.id];
    const languages = reference.languages.slice(2, 5).map((l) => l.id);
    expect((await saveProfile(t.app, executive, profileForm(reference, { industries, languages }))).statusCode).toBe(200);
    const stored = async (table: string, column: string) =>
      (await sql<{ id: string }>(`SELECT ${column}::text AS id FROM ${table} WHERE executive_id = ? ORDER BY 1`, [executive.id])).map((r) => r.id);
    expect(await stored('executive_industries', 'industry_id')).toEqual([...industries].sort());
    expect(await stored('executive_languages', 'language_id')).toEqual([...languages].sort());
  });

  it('a save that fails midway leaves the old profile whole (row, links, directory)', async () => {
    const executive = await createExecutive(t.app, { state: 'approved' });
    // The last statement of a save writes revenue journeys: make exactly that one fail, for real.
    await sql(`CREATE FUNCTION fail_revenue_journeys() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'injected failure'; END $$`);
    await sql(`CREATE TRIGGER fail_revenue_journeys BEFORE INSERT ON executive_revenue_journeys
      FOR EACH ROW WHEN (NEW.executive_id = '${executive.id}') EXECUTE FUNCTION fail_revenue_journeys()`);
    try {
      const res = await saveProfile(
        t.app,
        executive,
        profileForm(reference, { firstName: 'Changed', industries: [reference.industries[7]!.id], languages: [reference.languages[9]!.id] }),
      );
      expect(res.statusCode).toBe(500);
      expect(res.json().detail).not.toContain('injected');
    } finally {
      await sql('DROP TRIGGER fail_revenue_journeys ON executive_revenue_journeys');
      await sql('DROP FUNCTION fail_revenue_journeys()');
    }
    const own = (await getOwn(executive)).json();
    expect(own.form.firstName).toBe('Greta');
    expect(own.form.industries.sort()).toEqual([reference.industries[0]!.id, reference.industries[1]!.id].sort());
    expect(own.form.languages).toEqual([reference.languages[0]!.id]);
    expect(own.form.revenueJourneys).toEqual([reference.revenueJourneys[0]!.id]);
    const [entry] = await sql<{ first_name: string }>('SELECT first_name FROM directory_entries WHERE executive_id = ?', [executive.id]);
    expect(entry!.first_name).toBe('Greta');
  });

  it('an approved profile stays approved and its changes reach the directory at once', async () => {
    const executive = await createExecutive(t.app, { state: 'approved' });
    const res = await saveProfile(t.app, executive, profileForm(reference, { firstName: 'Zelda' }));
    expect(res.json()).toMatchObject({ status: 'approved', submitted: false, message: profileMessages.updated });
    const search = await t.app.inject({ method: 'GET', url: '/api/directory?q=Zelda', headers: client.headers });
    expect(search.json().results.map((card: { id: string }) => card.id)).toContain(executive.id);
    expect(await isInDirectory(t.app, client, executive.id)).toBe(true);
  });
});
