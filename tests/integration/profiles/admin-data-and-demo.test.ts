import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDemoAccounts } from '../../../src/modules/identity/index.ts';
import { seedDemoProfiles } from '../../../src/modules/profiles/index.ts';
import { adminMessages } from '../../../src/modules/profiles/contracts/profile-messages.contract.ts';
import { countWords } from '../../../src/modules/profiles/contracts/profile-form.contract.ts';
import { createTestApp, type TestApp } from '../../setup/test-app.ts';
import { createSignedInUser, signInAs, type SignedInUser } from '../../factories/users.factory.ts';

describe('admin client list and demo profiles', () => {
  let t: TestApp;
  let admin: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createSignedInUser(t.app, 'super-admin');
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, user: SignedInUser) => t.app.inject({ method: 'GET', url, headers: user.headers });

  it('lists every client with e-mail and sign-up metadata, and no other user type', async () => {
    const client = await createSignedInUser(t.app, 'client', { firstName: 'Clara', lastName: 'Client' });
    const executive = await createSignedInUser(t.app, 'executive');
    const res = await get('/api/admin/clients', admin);
    expect(res.statusCode).toBe(200);
    const clients = res.json().clients;
    expect(clients.find((c: { id: string }) => c.id === client.id)).toEqual({
      id: client.id,
      email: client.email,
      firstName: 'Clara',
      lastName: 'Client',
      companyName: 'Acme Test',
      jobTitle: 'Head of People',
      plannedHires: '5-10',
      useAI: false,
      emailConfirmed: true,
      createdAt: expect.any(String),
    });
    expect(clients.some((c: { id: string }) => c.id === executive.id)).toBe(false);
    const refused = await get('/api/admin/clients', client);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(adminMessages.accessDeniedPanel);
  });

  it('seeds executive@example.com approved plus ~60 varied approved, some pending and incomplete, idempotently', async () => {
    const em = t.orm.em.fork();
    await ensureDemoAccounts(em, t.config.secrets.totpEncryptionKey);
    const first = await seedDemoProfiles(t.orm.em.fork());
    expect(first).toMatchObject({ approved: 61, pending: 5, incomplete: 4, created: 70 });
    const second = await seedDemoProfiles(t.orm.em.fork());
    expect(second.created).toBe(0);

    const [counts] = await em.execute<{ approved: number; regions: number; roles: number; directory: number; bands: number }[]>(
      `SELECT count(*) FILTER (WHERE approved)::int AS approved,
              count(DISTINCT region_id) FILTER (WHERE approved)::int AS regions,
              count(DISTINCT role_id) FILTER (WHERE approved)::int AS roles,
              (SELECT count(*)::int FROM directory_entries) AS directory,
              (SELECT count(DISTINCT price_band_id)::int FROM executive_price_bands) AS bands
       FROM executive_profiles`,
    );
    expect(counts).toMatchObject({ approved: 61, regions: 3, roles: 9, directory: 61, bands: 5 });
    // A few demo leaders have not confirmed their availability for 90 days (decision 023), the demo executive has.
    const [freshness] = await em.execute<{ stale: number; evelyn_stale: boolean }[]>(
      `SELECT count(*) FILTER (WHERE stale)::int AS stale,
              bool_or(stale) FILTER (WHERE first_name = 'Evelyn' AND last_name = 'Executive') AS evelyn_stale
       FROM directory_entries`,
    );
    expect(freshness).toEqual({ stale: 5, evelyn_stale: false });
    const bios = await em.execute<{ bio: string }[]>('SELECT bio FROM executive_profiles WHERE approved');
    for (const { bio } of bios) {
      expect(countWords(bio)).toBeGreaterThanOrEqual(60);
      expect(countWords(bio)).toBeLessThanOrEqual(150);
    }

    const [demo] = await em.execute<{ id: string }[]>(`SELECT id::text AS id FROM users WHERE email = 'executive@example.com'`);
    const demoExecutive = await signInAs(t.app, { id: demo!.id, email: 'executive@example.com', password: '', role: 'executive' });
    const own = await get('/api/profile', demoExecutive);
    expect(own.json()).toMatchObject({ status: 'approved', form: { firstName: 'Evelyn', lastName: 'Executive' } });
    const pending = (await get('/api/admin/executives/pending', admin)).json().executives;
    expect(pending).toHaveLength(5);
  }, 60_000);
});
