import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../setup/test-app.ts';
import { createSignedInUser, type SignedInUser } from '../../factories/users.factory.ts';
import { removeDirectoryEntry, upsertDirectoryEntry, type SearchDirectoryResponse } from '../../../src/modules/directory/index.ts';
import { loadReferenceData, type ReferenceData } from '../../../src/modules/reference/index.ts';
import { EXECUTIVES, snapshotOf, type ExecutiveSpec } from './directory-fixtures.ts';

let t: TestApp;
let reference: ReferenceData;
/** Fixture key (A..G) by executive id, and back. */
const keyOf = new Map<string, string>();
const idOf = new Map<string, string>();
let ownExecutive: SignedInUser;

async function search(query: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url: `/api/directory${query ? `?${query}` : ''}`, headers });
  return res;
}

async function keys(query: string, headers: Record<string, string> = {}): Promise<string> {
  const res = await search(query, headers);
  expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
  const body = res.json<SearchDirectoryResponse>();
  expect(body.total, query).toBe(body.results.length);
  return body.results.map((card) => keyOf.get(card.id)).join(' ');
}

async function seed(spec: ExecutiveSpec): Promise<string> {
  const snapshot = snapshotOf(reference, spec);
  await t.orm.em.fork().transactional(async (em) => upsertDirectoryEntry(em, snapshot));
  keyOf.set(snapshot.executiveId, spec.key);
  idOf.set(spec.key, snapshot.executiveId);
  return snapshot.executiveId;
}

beforeAll(async () => {
  t = await createTestApp();
  reference = await loadReferenceData(t.orm.em.fork());
  // Chloe (C) is a real executive account, so her own card can be checked signed in.
  ownExecutive = await createSignedInUser(t.app, 'executive', { firstName: 'Chloe', lastName: 'Dubois' });
  for (const spec of EXECUTIVES) await seed(spec.key === 'C' ? { ...spec, id: ownExecutive.id } : spec);
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/directory filters (seeded A..G, G approved last)', () => {
  it.each([
    ['', 'G F E D C B A'],
    ['role=vp-talent', 'G A'],
    ['role=vp%20talent', 'G A'],
    ['role=VP+Talent', 'G A'],
    ['role=vp%20hr', 'B'],
    ['role=vp%20human%20resources', 'B'],
    ['role=cpo', 'C'],
    ['role=chief%20people%20officer', 'C'],
    ['role=chro', 'D'],
    ['role=talent%20leader', 'E'],
    ['role=talent%20consultant', 'F'],
    ['role=tal-consultant', 'F'],
    ['location=germany', 'G A'],
    ['location=united-kingdom', 'B'],
    ['location=east-coast', 'D'],
    ['location=remote', 'E'],
    ['region=europe', 'G C B A'],
    ['region=north-america', 'D'],
    ['region=remote', 'E'],
    ['region=europe&country=germany', 'G A'],
    ['region=europe&country=germany&city=berlin', 'A'],
    ['country=germany&city=berlin,munich', 'G A'],
    ['city=london', 'B'],
    ['city=manchester,paris', 'C B'],
    ['region=north-america&country=germany', ''],
    ['availability=fractional', 'E D C A'],
    ['availability=contract', 'G E D B A'],
    ['availability=retainer', 'E D C A'],
    ['availability=full-time-temp', 'G D B'],
    ['availability=part-time', 'E A'],
    ['availability=any', 'D'],
    ['yearsExperience=0-2', 'E'],
    ['yearsExperience=3-5', 'B'],
    ['yearsExperience=6-10', 'C'],
    ['yearsExperience=10%2B', 'G D A'],
    ['yearsExperience=10+', 'G D A'],
    ['yearsExperience=15%2B', 'G D'],
    ['yearsExperience=20%2B', 'D'],
    ['yearsExperience=10-15', 'A'],
    ['yearsExperience=4-4', 'B'],
    ['industries=healthcare', 'C A'],
    ['industries=healthcare,consulting', 'G C A'],
    ['technologies=greenhouse', 'G D A'],
    ['technologies=lever,bamboohr', 'G E C'],
    ['companySizes=startup', 'E A'],
    ['companySizes=small', 'G E'],
    ['vcStages=ipo', 'D'],
    ['vcStages=series-c%2B', ''],
    ['priceBands=2000%2B', 'D'],
    ['priceBands=2000+', 'D'],
    ['priceBands=500-1000,1000-1500', 'B A'],
    ['languages=german', 'E A'],
    ['languages=spanish', 'D'],
    ['markets=north-america', 'D B'],
    ['markets=apac', 'E'],
    ['revenueJourneys=1-5m', 'G A'],
    ['revenueJourneys=100m%2B', 'D'],
    // Combined: AND across kinds.
    ['region=europe&industries=healthcare', 'C A'],
    ['role=vp-talent&technologies=lever', 'G'],
    ['availability=fractional&yearsExperience=10%2B', 'D A'],
    ['location=germany&industries=healthcare&languages=english', 'A'],
    ['industries=healthcare&markets=north-america', ''],
    ['role=vp%20talent&location=germany&availability=full-time-temp&yearsExperience=15%2B', 'G'],
  ])('%s → %s', async (query, expected) => {
    expect(await keys(query)).toBe(expected);
  });
});

describe('GET /api/directory free text, per audience (decision 006)', () => {
  let client: SignedInUser;
  beforeAll(async () => {
    client = await createSignedInUser(t.app, 'client');
  });

  // Prefix terms, ranked (names and titles above industries and tools above bio), then recency.
  // A client matches names and bios; everyone else only what a preview shows (title, industries,
  // tools), so a surname or a bio word finds nothing for them: no oracle for hidden fields.
  it.each([
    ['q=greenhouse', 'G D A', 'G D A'],
    ['q=gre', 'F G D A', 'G D A'],
    ['q=alice', 'A', ''],
    ['q=ALI', 'A', ''],
    ['q=brown', 'A', ''],
    ['q=bro', 'A', ''],
    ['q=structured', 'A', ''],
    ['q=health', 'C A', 'C A'],
    ['q=chloe%20clinics', 'C', ''],
    ['q=clinics', 'C', ''],
    ['q=finance', 'B', 'B'],
    ['q=workday', 'B', 'B'],
    // Two typos from 'consulting' (G's industry), ten characters allow two: after the prefix match.
    ['q=consultant', 'F G', 'F G'],
    ['q=gre%20%26%20%7C%20!%3A*%20(', 'F G D A', 'G D A'],
    ['q=!!!', 'G F E D C B A', 'G F E D C B A'],
    ['q=greenhouse&region=north-america', 'D', 'D'],
    ['q=nobodyhasthis', '', ''],
    // Typos (decision 048): one from 5 characters, two from 9, a transposition counting as one; the
    // last term as a prefix. A misspelling finds what its correct spelling finds, in the same order.
    ['q=greenhuose', 'G D A', 'G D A'],
    ['q=workdya', 'B', 'B'],
    ['q=helth', 'C A', 'C A'],
    ['q=alcie', 'A', ''],
    ['q=chloe%20clincs', 'C', ''],
    ['q=brwn', '', ''],
    // Exact and prefix matches before typo matches: 'recruiters' (G) begins with the term, F's
    // 'recruiting' and E's 'recruits' are two typos from it.
    ['q=recruiter', 'G F E', ''],
    // The field's synonyms and abbreviations (decision 049): an abbreviation finds the title it
    // stands for and the title its abbreviation; the letters of 'L&D' are words, not prefixes.
    ['q=cpo', 'C', 'C'],
    ['q=chro', 'D', 'D'],
    ['q=hr', 'D B', 'D B'],
    ['q=ta', 'F E', 'F E'],
    ['q=l%26d', '', ''],
    ['q=chief%20human%20resources%20officer', 'D', 'D'],
    // Places are words of both texts, in the languages people type them, misspelt too.
    ['q=munich', 'G', 'G'],
    ['q=m%C3%BCnchen', 'G', 'G'],
    ['q=munchen', 'G', 'G'],
    ['q=germany%20greenhouse', 'G A', 'G A'],
  ])('%s → client %s, visitor %s', async (query, forClient, forVisitor) => {
    // Visitor first, then client, then visitor again: a cached answer never crosses audiences.
    expect(await keys(query), 'visitor').toBe(forVisitor);
    expect(await keys(query, client.headers), 'client').toBe(forClient);
    expect(await keys(query), 'visitor, after the client').toBe(forVisitor);
  });

  it("offers corrected searches when nothing is found, and the filter that hides the most when few are ('did you mean')", async () => {
    // 'helht' begins two typos from 'healthcare', one more than five letters allow: nothing found,
    // the word offered.
    const none = (await search('q=helht')).json<SearchDirectoryResponse>();
    expect(none.total).toBe(0);
    expect(none.suggestions?.corrections).toEqual([{ q: 'healthcare', total: 2 }]);
    const corrected = (await search('q=healthcare')).json<SearchDirectoryResponse>();
    expect(corrected.total).toBe(2);
    expect(corrected.suggestions).toBeUndefined();
    // One in North America uses Greenhouse; without the place, three do.
    const few = (await search('q=greenhouse&region=north-america')).json<SearchDirectoryResponse>();
    expect(few.total).toBe(1);
    expect(few.suggestions).toEqual({ corrections: [], dropFilter: { filter: 'location', total: 3 } });
    // A short misspelt name (no typo allowed under five letters) is offered to a client only: a
    // visitor's words hold no names.
    const misspeltName = (await search('q=alcie', client.headers)).json<SearchDirectoryResponse>();
    expect(misspeltName.total).toBe(1);
    const shortName = (await search('q=chleo', client.headers)).json<SearchDirectoryResponse>();
    expect(shortName.total).toBe(1);
    expect((await search('q=bown', client.headers)).json<SearchDirectoryResponse>().suggestions?.corrections).toEqual([{ q: 'brown', total: 1 }]);
    expect((await search('q=bown')).json<SearchDirectoryResponse>().suggestions).toBeUndefined();
  });

  it('gives a visitor no match and no facet count for a surname or a bio-only word, a client the match', async () => {
    const none = (await search('q=nobodyhasthis')).json<SearchDirectoryResponse>();
    for (const query of ['q=brown', 'q=hall', 'q=interviews', 'q=dubois&region=europe']) {
      const forClient = (await search(query, client.headers)).json<SearchDirectoryResponse>();
      expect(forClient.total, query).toBe(1);
      const forVisitor = (await search(query)).json<SearchDirectoryResponse>();
      expect(forVisitor.total, query).toBe(0);
      expect(forVisitor.results, query).toEqual([]);
      expect(forVisitor.facets, query).toEqual(none.facets);
    }
  });

  it('gives an executive (not a client) the visitor behaviour, even for their own name', async () => {
    for (const headers of [ownExecutive.headers, (await createSignedInUser(t.app, 'executive')).headers]) {
      expect(await keys('q=alice', headers)).toBe('');
      expect(await keys('q=dubois', headers)).toBe('');
      expect(await keys('q=greenhouse', headers)).toBe('G D A');
    }
    const consultant = await createSignedInUser(t.app, 'consultant');
    expect(await keys('q=brown', consultant.headers)).toBe('');
  });
});

describe('GET /api/directory pagination', () => {
  const extra: string[] = [];
  beforeAll(async () => {
    // 30 more leaders in Spain, approved before everyone else: 37 in all, 2 pages.
    for (let i = 0; i < 30; i++) {
      extra.push(
        await seed({ key: `S${i}`, firstName: 'Sam', lastName: `Ortiz${i}`, region: 'europe', country: 'spain', approvedDay: -30 + i }),
      );
    }
  });
  afterAll(async () => {
    for (const id of extra) await t.orm.em.fork().transactional((em) => removeDirectoryEntry(em, id));
  });

  it('serves 24 per page with the total, in recency order, and an empty page past the end', async () => {
    const first = (await search('')).json<SearchDirectoryResponse>();
    expect(first).toMatchObject({ total: 37, page: 1, pageSize: 24 });
    expect(first.results).toHaveLength(24);
    expect(first.results.slice(0, 7).map((c) => keyOf.get(c.id))).toEqual(['G', 'F', 'E', 'D', 'C', 'B', 'A']);
    const second = (await search('page=2')).json<SearchDirectoryResponse>();
    expect(second).toMatchObject({ total: 37, page: 2 });
    expect(second.results).toHaveLength(13);
    const ids = [...first.results, ...second.results].map((c) => c.id);
    expect(new Set(ids).size).toBe(37);
    expect(second.results.at(-1)?.id).toBe(extra[0]);
    const third = (await search('page=3')).json<SearchDirectoryResponse>();
    expect(third).toMatchObject({ total: 37, page: 3, results: [] });
    expect((await search('country=spain&page=2')).json<SearchDirectoryResponse>()).toMatchObject({ total: 30 });
  });
});

describe('GET /api/directory facets', () => {
  it('counts every option over the whole directory without filters', async () => {
    const { facets, total } = (await search('')).json<SearchDirectoryResponse>();
    expect(total).toBe(7);
    expect(facets.role).toEqual({ 'vp-talent': 2, 'vp-hr': 1, cpo: 1, chro: 1, 'tal-leader': 1, 'tal-consultant': 1 });
    expect(facets.location).toEqual({ germany: 2, 'united-kingdom': 1, france: 1, 'east-coast': 1, remote: 1 });
    expect(facets.region).toEqual({ europe: 4, 'north-america': 1, remote: 1 });
    expect(facets.city).toEqual({ berlin: 1, munich: 1, london: 1, manchester: 1, paris: 1, 'new-york': 1 });
    expect(facets.availability).toEqual({
      'part-time': 2,
      'full-time': 2,
      'specific-hours': 1,
      any: 1,
      fractional: 4,
      contract: 5,
      retainer: 4,
      'full-time-temp': 3,
    });
    expect(facets.yearsExperience).toEqual({ '0-2': 1, '3-5': 1, '6-10': 1, '10+': 3, '15+': 2, '20+': 1 });
    expect(facets.technologies).toEqual({ greenhouse: 3, lever: 2, lattice: 1, 'workday-hcm': 1, bamboohr: 1, 'culture-amp': 1 });
    expect(facets.priceBands).toEqual({ '250-500': 1, '500-1000': 1, '1000-1500': 1, '1500-2000': 1, '2000+': 1 });
    expect(facets.vcStages).toEqual({ seed: 1, 'series-b': 1, 'series-a': 1, ipo: 1, 'pre-seed': 1, bootstrapped: 1 });
  });

  it("is disjunctive: each kind's counts ignore its own selection but apply every other", async () => {
    const { facets, total } = (await search('region=europe&industries=healthcare')).json<SearchDirectoryResponse>();
    expect(total).toBe(2);
    // industries: counted over Europe (G C B A), ignoring the industry choice.
    expect(facets.industries).toEqual({ healthcare: 2, 'technology-saas': 1, 'financial-services': 1, consulting: 1 });
    // location: counted over healthcare (C A), ignoring the region choice.
    expect(facets.region).toEqual({ europe: 2 });
    expect(facets.country).toEqual({ germany: 1, france: 1 });
    // other kinds: counted over the results themselves.
    expect(facets.role).toEqual({ 'vp-talent': 1, cpo: 1 });
    expect(facets.availability).toMatchObject({ fractional: 2, contract: 1, 'full-time-temp': 0 });
  });

  it('applies free text to every facet', async () => {
    const { facets, total } = (await search('q=greenhouse')).json<SearchDirectoryResponse>();
    expect(total).toBe(3);
    expect(facets.region).toEqual({ europe: 2, 'north-america': 1 });
    expect(facets.technologies).toEqual({ greenhouse: 3, lever: 1, lattice: 1 });
  });
});

describe('GET /api/directory cards and visibility', () => {
  const leaks = ['Alice', 'Brown', 'Chloe', 'Dubois', 'Grace', 'Hall', 'structured interviews', 'clinics', 'bio', 'email', 'phone', 'linkedin', 'cv', '@'];
  const cardOf = (body: SearchDirectoryResponse, key: string) => body.results.find((c) => keyOf.get(c.id) === key)!;

  it('gives a visitor previews only: initials, upper-case title, no name, no bio, no contact', async () => {
    const res = await search('');
    const raw = res.body;
    for (const word of leaks) expect(raw.toLowerCase(), word).not.toContain(word.toLowerCase());
    const alice = cardOf(res.json(), 'A');
    expect(alice).toEqual({
      id: idOf.get('A'),
      access: 'preview',
      initials: 'A.B.',
      title: 'VP TALENT',
      displayLocation: 'Germany, Berlin',
      availability: 'Part-time',
      industries: ['Healthcare & Life Sciences', 'Technology & SaaS'],
      technologies: ['Greenhouse', 'Lattice'],
      priceRange: '€500-1000',
      currencySymbol: '€',
      yearsExperience: 12,
      availabilityConfirmedAt: '2026-01-02T00:00:00.000Z',
    });
  });

  it('builds the display location, availability, price badge and currency per the spec', async () => {
    const body = (await search('')).json<SearchDirectoryResponse>();
    expect(cardOf(body, 'B')).toMatchObject({ displayLocation: 'United Kingdom, London', priceRange: '£1000-1500', currencySymbol: '£' });
    expect(cardOf(body, 'C')).toMatchObject({ displayLocation: 'France, Paris', availability: 'Specific hours', currencySymbol: '€' });
    expect(cardOf(body, 'D')).toMatchObject({ displayLocation: 'East Coast, New York', priceRange: '$2000+', currencySymbol: '$' });
    expect(cardOf(body, 'E')).toMatchObject({ displayLocation: 'Remote', priceRange: 'Contact for pricing', currencySymbol: '€' });
    expect(cardOf(body, 'F')).toMatchObject({
      displayLocation: 'Global',
      availability: 'Any',
      title: 'TALENT ACQUISITION CONSULTANT',
      yearsExperience: null,
      industries: [],
      currencySymbol: '€',
    });
  });

  it('gives a signed-in client full names and the first 100 characters of the bio', async () => {
    const client = await createSignedInUser(t.app, 'client');
    const res = await search('', client.headers);
    const alice = cardOf(res.json(), 'A');
    const bio = snapshotOf(reference, EXECUTIVES[0]!).bio!;
    expect(alice).toMatchObject({
      access: 'full',
      isOwn: false,
      firstName: 'Alice',
      lastName: 'Brown',
      name: 'Alice Brown',
      title: 'VP Talent',
      bioPreview: `${bio.slice(0, 100)}...`,
    });
    expect(res.body).not.toMatch(/email|phone|linkedin|cvUrl|@/i);
  });

  it('gives an executive their own card in full and everyone else as previews', async () => {
    const res = await search('', ownExecutive.headers);
    const body = res.json<SearchDirectoryResponse>();
    expect(cardOf(body, 'C')).toMatchObject({ access: 'full', isOwn: true, name: 'Chloe Dubois', title: 'Chief People Officer' });
    const others = body.results.filter((c) => c.id !== ownExecutive.id);
    expect(others.every((c) => c.access === 'preview')).toBe(true);
    const withoutOwn = JSON.stringify(others);
    for (const word of ['Alice', 'Brown', 'Grace', 'structured interviews']) expect(withoutOwn).not.toContain(word);
  });

  /** A super admin made by hand: the admin row is written after the user's, whatever the ORM's flush order. */
  it.each(['executive', 'consultant', 'super-admin'] as const)('gives another %s previews only', async (role) => {
    // Staff come with a second factor (decision 043): a super admin without one reaches nothing.
    const user = await createSignedInUser(t.app, role);
    const res = await search('', user.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json<SearchDirectoryResponse>();
    expect(body.results.every((c) => c.access === 'preview')).toBe(true);
    for (const word of leaks) expect(res.body.toLowerCase(), `${role}: ${word}`).not.toContain(word.toLowerCase());
  });
});

describe('GET /api/directory bad parameters', () => {
  it.each([
    ['role=ceo', { role: ['Unknown role "ceo".'] }],
    ['location=atlantis', { location: ['Unknown location "atlantis".'] }],
    ['region=asia', { region: ['Unknown region "asia".'] }],
    ['country=narnia', { country: ['Unknown country "narnia".'] }],
    ['country=germany&city=paris', { city: ['Unknown city "paris" in Germany.'] }],
    ['availability=weekends', { availability: ['Unknown availability "weekends".'] }],
    ['yearsExperience=lots', { yearsExperience: ["\"lots\" is not a range of years: use 'a-b' (such as 3-5) or 'N+' (such as 10+)."] }],
    ['yearsExperience=9-3', { yearsExperience: ["\"9-3\" is not a range of years: use 'a-b' (such as 3-5) or 'N+' (such as 10+)."] }],
    ['industries=healthcare,mining', { industries: ['Unknown value "mining".'] }],
    ['role=ceo&technologies=excel&markets=mars', {
      role: ['Unknown role "ceo".'],
      technologies: ['Unknown value "excel".'],
      markets: ['Unknown value "mars".'],
    }],
  ])('%s → 400 with per-field messages', async (query, errors) => {
    const res = await search(query);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    const problem = res.json();
    expect(problem).toMatchObject({ status: 400, code: 'validation_failed', errors });
    expect(problem.detail).toBe(Object.values(errors)[0]![0]);
  });

  it.each(['page=0', 'page=abc', 'page=1.5', `q=${'x'.repeat(201)}`])('%s → 400 naming the field', async (query) => {
    const res = await search(query);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(Object.keys(res.json().errors)).toEqual([query.split('=')[0]]);
  });
});
