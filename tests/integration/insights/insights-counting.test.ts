import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../../src/app.ts';
import type { ExecutiveInsights, MarketplaceAnswer } from '../../../src/modules/insights/contracts/insights.contract.ts';
import { applyInsightIncrements, noIncrements } from '../../../src/modules/insights/index.ts';
import { personalData } from '../../../src/personal-data.ts';
import { erasePersonData, exportPersonData } from '../../../src/platform/personal-data/person-data.ts';
import { createExecutive, referenceOf } from '../../factories/executives.factory.ts';
import { createSignedInUser, type SignedInUser } from '../../factories/users.factory.ts';
import { newShortlist } from '../shortlists/shortlist-fixtures.ts';
import { createTestApp, type TestApp } from '../../setup/test-app.ts';

/**
 * Issue 42 items 1, 2 and 6 through the HTTP API: what counts (appearances by audience, opens,
 * contact details, shortlist and compare adds, terms), what never does (the executive, staff,
 * crawlers, the same viewer within 30 minutes, on either of two processes), that increments from
 * two processes sum, that nothing stored names a client, and the personal-data contract.
 */

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** A made-up word no other row holds: letters only, so it is one search term. */
const word = (prefix: string) => `${prefix}${randomBytes(4).toString('hex').replace(/\d/g, (d) => 'ghijklmnop'[Number(d)]!)}`;

describe('insights: counted in memory, flushed as per-day increments', () => {
  let t: TestApp;
  let second: App;
  let client: SignedInUser;
  let executive: SignedInUser;
  let firstName: string;

  const as = (user: SignedInUser | null, url: string, app: App = t.app, userAgent = BROWSER): Promise<LightMyRequestResponse> =>
    app.inject({ method: 'GET', url, headers: { 'user-agent': userAgent, ...(user?.headers ?? {}) } });
  const flushBoth = async () => {
    await t.app.insights.flush();
    await second.insights.flush();
  };
  const insightsOf = async (user: SignedInUser): Promise<ExecutiveInsights> => {
    const res = await as(user, '/api/profile/insights');
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ExecutiveInsights>();
  };

  beforeAll(async () => {
    t = await createTestApp();
    // A second API process on the same database and Redis: its counter flushes on its own.
    second = await buildApp({ config: t.config, logger: t.app.deps.logger, orm: t.orm, redis: t.redis });
    await second.ready();
    firstName = word('quokka');
    executive = await createExecutive(t.app, { profile: { firstName } });
    client = await createSignedInUser(t.app, 'client');
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  it('counts a client’s search, open, contact details and a repeat within 30 minutes once, on either process', async () => {
    const search = await as(client, `/api/directory?q=${firstName}`);
    expect(search.statusCode).toBe(200);
    expect(search.json().results.map((card: { id: string }) => card.id)).toEqual([executive.id]);
    // The same page again, on the other process: appearances are served pages, both count.
    expect((await as(client, `/api/directory?q=${firstName}`, second)).statusCode).toBe(200);
    expect((await as(client, `/api/executives/${executive.id}`)).statusCode).toBe(200);
    expect((await as(client, `/api/executives/${executive.id}/contact`)).statusCode).toBe(200);
    await flushBoth();
    // Within 30 minutes: on this process and on the other, an open and the contact details add nothing.
    expect((await as(client, `/api/executives/${executive.id}`)).statusCode).toBe(200);
    expect((await as(client, `/api/executives/${executive.id}`, second)).statusCode).toBe(200);
    expect((await as(client, `/api/executives/${executive.id}/contact`, second)).statusCode).toBe(200);
    await flushBoth();

    const { thisWeek, listed, countingSince } = await insightsOf(executive);
    expect(listed).toBe(true);
    expect(countingSince).toBe(new Date().toISOString().slice(0, 10));
    expect(thisWeek).toMatchObject({ clientAppearances: 2, visitorAppearances: 0, appearances: 2, profileOpens: 1, previewOpens: 0, opens: 1, contactShown: 1 });
  });

  it('counts a visitor’s preview, but not a crawler’s, the executive’s own visits or staff’s', async () => {
    const before = (await insightsOf(executive)).thisWeek;
    expect((await as(null, `/api/executives/${executive.id}`)).statusCode).toBe(200);
    expect((await as(null, `/api/executives/${executive.id}`, t.app, CRAWLER)).statusCode).toBe(200);
    expect((await as(null, `/api/directory`, t.app, CRAWLER)).statusCode).toBe(200);
    expect((await as(executive, `/api/executives/${executive.id}`)).statusCode).toBe(200);
    expect((await as(executive, `/api/executives/${executive.id}/contact`)).statusCode).toBe(200);
    const admin = await createSignedInUser(t.app, 'super-admin');
    const consultant = await createSignedInUser(t.app, 'consultant');
    for (const staff of [admin, consultant]) {
      expect((await as(staff, `/api/executives/${executive.id}`)).statusCode).toBe(200);
      expect((await as(staff, `/api/directory`)).statusCode).toBe(200);
    }
    await flushBoth();
    const after = (await insightsOf(executive)).thisWeek;
    expect(after).toEqual({ ...before, previewOpens: before.previewOpens + 1, opens: before.opens + 1 });
  });

  it('counts a shortlist add from its event, in the add’s transaction, and a comparison once', async () => {
    const before = (await insightsOf(executive)).thisWeek;
    const list = await newShortlist(t.app, client.id, { name: 'Insights list' });
    const add = await t.app.inject({ method: 'POST', url: `/api/shortlists/${list.id}/executives`, headers: client.headers, payload: { executiveId: executive.id } });
    expect(add.statusCode, add.body).toBeLessThan(300);
    // A repeated add is no new entry and no new count.
    await t.app.inject({ method: 'POST', url: `/api/shortlists/${list.id}/executives`, headers: client.headers, payload: { executiveId: executive.id } });
    expect((await as(client, `/api/compare?ids=${executive.id}`)).statusCode).toBe(200);
    expect((await as(client, `/api/compare?ids=${executive.id}`)).statusCode).toBe(200);
    await flushBoth();
    const after = (await insightsOf(executive)).thisWeek;
    expect(after.shortlistAdds).toBe(before.shortlistAdds + 1);
    expect(after.compareAdds).toBe(before.compareAdds + 1);
  });

  it('shows a term once three different searchers used it, as the index normalises it, with the average position', async () => {
    const reference = await referenceOf(t.app);
    const cpo = reference.roles.find((role) => role.label === 'Chief People Officer');
    expect(cpo, 'the reference data has a Chief People Officer role').toBeDefined();
    const titled = await createExecutive(t.app, { profile: { role: cpo!.id, firstName: word('wombat') } });
    const searchers = [client, await createSignedInUser(t.app, 'client')];
    for (const searcher of searchers) expect((await as(searcher, '/api/directory?q=chief+people+officer')).statusCode).toBe(200);
    await flushBoth();
    expect((await insightsOf(titled)).topTerms, 'two searchers are not enough').toEqual([]);
    // The third searcher types the abbreviation: the same term after synonyms.
    expect((await as(await createSignedInUser(t.app, 'client'), '/api/directory?q=CPO')).statusCode).toBe(200);
    await flushBoth();
    const [term] = (await insightsOf(titled)).topTerms;
    expect(term).toMatchObject({ term: 'chief people officer', appearances: 3 });
    expect(term!.averagePosition).toBeGreaterThanOrEqual(1);
  });

  it('lists a search that found nothing in the Marketplace tab, with how often it was asked', async () => {
    const nothing = word('zzyzx');
    for (const app of [t.app, second]) expect((await as(null, `/api/directory?q=${nothing}`, app)).statusCode).toBe(200);
    await flushBoth();
    const admin = await createSignedInUser(t.app, 'super-admin');
    const res = await as(admin, '/api/admin/marketplace?period=30');
    expect(res.statusCode, res.body).toBe(200);
    const unmet = res.json<MarketplaceAnswer>().reports.find((report) => report.id === 'unmet-searches')!;
    expect(unmet.rows).toContainEqual(expect.objectContaining({ search: `“${nothing}”`, results: 0, asked: 2 }));
    const perDay = res.json<MarketplaceAnswer>().reports.find((report) => report.id === 'searches-per-day')!;
    expect(Number(perDay.rows[0]!.visitors)).toBeGreaterThanOrEqual(2);
    expect(Number(perDay.rows[0]!.clients)).toBeGreaterThanOrEqual(3);
    expect((await as(admin, '/api/admin/marketplace?period=7')).statusCode).toBe(400);
    expect((await as(client, '/api/admin/marketplace')).statusCode).toBe(403);
  });

  it('stores nothing that names a client, and erasing one changes no count', async () => {
    const tables = await t.orm.em.fork().execute<{ table_name: string }[]>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_name LIKE 'insights_%'",
    );
    const dump = async () => {
      const rows = [];
      for (const { table_name } of tables) rows.push(...(await t.orm.em.fork().execute(`SELECT * FROM ${table_name}`)));
      return JSON.stringify(rows);
    };
    const everything = await dump();
    expect(everything).not.toContain(client.id);
    expect(everything).not.toContain(client.email);
    const before = await insightsOf(executive);
    await erasePersonData(t.orm.em.fork(), personalData, { userId: client.id, email: client.email });
    expect((await insightsOf(executive)).weeks).toEqual(before.weeks);
  });

  it('puts an executive’s insights in their export, and erasing them erases their counts', async () => {
    const subject = { userId: executive.id, email: executive.email };
    const exported = JSON.stringify(await exportPersonData(t.orm.em.fork(), personalData, subject));
    expect(exported).toContain('Search appearances');
    await erasePersonData(t.orm.em.fork(), personalData, subject);
    const [left] = await t.orm.em.fork().execute<{ n: number }[]>(
      `SELECT (SELECT count(*) FROM insights_executive_days WHERE executive_id = ?) + (SELECT count(*) FROM insights_executive_term_days WHERE executive_id = ?) AS n`,
      [executive.id, executive.id],
    );
    expect(Number(left!.n)).toBe(0);
  });

  it('writes a flush larger than one statement’s slice in full', async () => {
    // 1,201 rows: three statements of at most 500 (apply-increments.ts), every row and count kept.
    const day = '2001-02-03';
    const increments = noIncrements();
    for (let i = 0; i < 1_201; i++) increments.unmetSearches.push({ day, description: `slice test ${i}`, term: null, results: 0, searches: i + 1 });
    await t.orm.em.fork().transactional((tx) => applyInsightIncrements(tx, increments));
    const [row] = await t.orm.em.fork().execute<{ rows: string; searches: string }[]>(
      'SELECT count(*) AS rows, sum(searches) AS searches FROM insights_unmet_search_days WHERE day = ?',
      [day],
    );
    expect({ rows: Number(row!.rows), searches: Number(row!.searches) }).toEqual({ rows: 1_201, searches: (1_201 * 1_202) / 2 });
  });
});
