import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../setup/test-app.ts';
import { createSignedInUser, stepUp, createUser, type SignedInUser } from '../../factories/users.factory.ts';
import { createExecutive } from '../../factories/executives.factory.ts';
import { joinCommunity } from '../../../src/modules/community/index.ts';
import { joinForm } from '../../factories/community.factory.ts';
import { parseCsv } from './parse-csv.ts';

/**
 * The three admin CSV exports (issue 15 item 5): one escaping for all (RFC 4180 quoting and the
 * formula-injection guard), streamed in keyset batches (thousands of rows, ties in the sort key),
 * and every download recorded in security_events.
 */
describe('admin exports', () => {
  let t: TestApp;
  let admin: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await stepUp(t.app, await createSignedInUser(t.app, 'super-admin'));
  });
  afterAll(async () => {
    await t.close();
  });

  const download = (url: string, user: SignedInUser = admin) => t.app.inject({ method: 'GET', url, headers: user.headers });
  /** The records after the byte-order mark, header first. */
  const records = (body: string) => {
    expect(body.startsWith('\uFEFF')).toBe(true);
    return parseCsv(body.slice(1));
  };
  const exportEvents = async () =>
    t.app.deps.orm.em
      .fork()
      .execute<{ user_id: string; route: string; reason: string; details: { export: string; rows: number; complete: boolean; filters: Record<string, string> } }[]>(
        `SELECT user_id::text AS user_id, route, reason, details FROM security_events WHERE kind = 'admin_export' ORDER BY id`,
      );

  it('clients: sign-up metadata, formula cells neutralised, quotes and line breaks kept, recorded', async () => {
    const client = await createUser(t.app, 'client', {
      firstName: '=cmd|"/c calc"!A1',
      lastName: 'O"Brien',
      metadata: { company_name: 'Acme, Inc.\nBerlin', job_title: '@Head of People', planned_hires: '10-50', use_ai: true },
    });
    const before = (await exportEvents()).length;
    const res = await download('/api/admin/clients/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="clients-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    const [header, ...rows] = records(res.body);
    expect(header).toEqual(['First name', 'Last name', 'Email', 'Company', 'Job title', 'Planned hires', 'Uses AI', 'Email confirmed', 'Confirmed at', 'Created at']);
    const row = rows.find((r) => r[2] === client.email)!;
    expect(row.slice(0, 8)).toEqual([`'=cmd|"/c calc"!A1`, 'O"Brien', client.email, 'Acme, Inc.\nBerlin', "'@Head of People", '10-50', 'Yes', 'Yes']);
    expect(new Date(row[9]!).getTime()).not.toBeNaN();
    // Only clients: the admin's own account is not in it.
    expect(rows.some((r) => r[2] === admin.email)).toBe(false);

    const events = await exportEvents();
    expect(events).toHaveLength(before + 1);
    expect(events.at(-1)).toMatchObject({
      user_id: admin.id,
      route: '/api/admin/clients/export',
      details: { export: 'clients', rows: rows.length, complete: true, filters: {} },
    });
  });

  it('approved executives: only approved ones, with title, location, availability, years, rate and approval time', async () => {
    await createExecutive(t.app, { profile: { firstName: '+Greta', lastName: 'Gruber', email: 'greta@exports-test.example' } });
    await createExecutive(t.app, { state: 'pending', profile: { firstName: 'Pending', lastName: 'Person', email: 'pending@exports-test.example' } });
    const res = await download('/api/admin/executives/approved/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('approved-executives-');
    const [header, ...rows] = records(res.body);
    expect(header).toEqual(['First name', 'Last name', 'Email', 'Title', 'Location', 'Availability', 'Years of experience', 'Rate', 'Approved at']);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.slice(0, 8)).toEqual(["'+Greta", 'Gruber', 'greta@exports-test.example', expect.any(String), 'Germany, Berlin', 'Part-time', '12+', expect.stringMatching(/^€\d+-\d+ per day$/)]);
    expect(new Date(rows[0]![8]!).getTime()).not.toBeNaN();
    expect((await exportEvents()).at(-1)).toMatchObject({ details: { export: 'approved-executives', rows: 1, complete: true } });
  });

  it('community members: the search applies and is recorded with the export', async () => {
    const em = () => t.app.deps.orm.em.fork();
    await joinCommunity(em(), { ...joinForm(), firstName: 'Zelda', company: '-1+1', jobTitle: null, preferences: { events: true, newsletter: false, discussions: true } });
    await joinCommunity(em(), { ...joinForm(), firstName: 'Other', company: null, jobTitle: null, preferences: { events: true, newsletter: true, discussions: true } });
    const res = await download('/api/admin/community/members/export?search=zelda');
    expect(res.statusCode).toBe(200);
    const [header, ...rows] = records(res.body);
    expect(header![0]).toBe('First name');
    expect(rows.map((r) => [r[0], r[3], r[11]])).toEqual([['Zelda', "'-1+1", 'false']]);
    expect((await exportEvents()).at(-1)).toMatchObject({
      route: '/api/admin/community/members/export',
      details: { export: 'community-members', rows: 1, complete: true, filters: { search: 'zelda' } },
    });
  });

  it('streams thousands of rows in keyset batches: each once, newest first, ties in created_at included', async () => {
    const em = t.app.deps.orm.em.fork();
    // 2,600 clients, 1,300 of them created at the very same microsecond (the keyset must break ties on id).
    await em.execute(
      `INSERT INTO users (id, email, password_hash, user_type, signup_metadata, created_at)
       SELECT gen_random_uuid(), 'bulk' || n || '@exports-test.example', 'x', 'client',
              jsonb_build_object('first_name', 'Bulk', 'last_name', n::text),
              CASE WHEN n % 2 = 0 THEN timestamptz '2026-01-01 10:00:00.123456+00'
                   ELSE timestamptz '2026-01-01 10:00:00+00' + n * interval '1 microsecond' END
       FROM generate_series(1, 2600) AS n`,
    );
    const res = await download('/api/admin/clients/export');
    expect(res.statusCode).toBe(200);
    // Streamed: sent chunked, never with a length worked out from a whole body.
    expect(res.headers['content-length']).toBeUndefined();
    const rows = records(res.body).slice(1);
    const bulk = rows.filter((r) => r[2]!.endsWith('@exports-test.example'));
    expect(bulk).toHaveLength(2600);
    expect(new Set(bulk.map((r) => r[2])).size).toBe(2600);
    const created = rows.map((r) => new Date(r[9]!).getTime());
    expect(created).toEqual([...created].sort((a, b) => b - a));
    const total = await em.execute<{ n: number }[]>(`SELECT count(*)::int AS n FROM users WHERE user_type = 'client'`);
    expect(rows).toHaveLength(total[0]!.n);
    expect((await exportEvents()).at(-1)).toMatchObject({ details: { export: 'clients', rows: total[0]!.n, complete: true } });
  });

  it('the export reads in batches rather than all at once', async () => {
    const { exportClients } = await import('../../../src/modules/identity/queries/export-clients/export-clients.query.ts');
    const sizes: number[] = [];
    for await (const batch of exportClients(t.app.deps.orm.em.fork(), 500)) sizes.push(batch.length);
    expect(sizes.length).toBeGreaterThan(5);
    expect(sizes.slice(0, -1).every((size) => size === 500)).toBe(true);
  });

  it('only super admins may export; a refusal is logged as access_refused, not as an export', async () => {
    const client = await createSignedInUser(t.app, 'client');
    const consultant = await createSignedInUser(t.app, 'consultant');
    const before = (await exportEvents()).length;
    for (const url of ['/api/admin/clients/export', '/api/admin/executives/approved/export', '/api/admin/community/members/export']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      for (const user of [client, consultant]) expect((await download(url, user)).statusCode).toBe(403);
    }
    expect(await exportEvents()).toHaveLength(before);
    const refused = await t.app.deps.orm.em
      .fork()
      .execute<{ n: number }[]>(`SELECT count(*)::int AS n FROM security_events WHERE kind = 'access_refused' AND route LIKE '%/export' AND user_id = ?`, [client.id]);
    expect(refused[0]!.n).toBe(3);
  });
});
