import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../../tests/setup/test-app.ts';
import { referenceDataSchema, type ReferenceData } from '../../contracts/reference.contract.ts';
import {
  INDUSTRY_LABEL_TO_SPECIALISATION,
  LABELS_WITHOUT_INDUSTRY,
} from '../../contracts/industry-aliases.contract.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The derivation the migration's literal ids were generated with (RFC 4122 version 5). */
const NAMESPACE = '5a8791bf-d10c-57e9-a238-f2f6cc85206f';
function uuidV5(name: string): string {
  const hash = createHash('sha1')
    .update(Buffer.from(NAMESPACE.replaceAll('-', ''), 'hex'))
    .update(name, 'utf8')
    .digest();
  const bytes = hash.subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const TABLE_OF: Record<Exclude<keyof ReferenceData, 'regions'>, string> = {
  roles: 'roles',
  industries: 'industries',
  technologies: 'technologies',
  companySizes: 'company_sizes',
  vcStages: 'vc_stages',
  languages: 'languages',
  markets: 'markets',
  revenueJourneys: 'revenue_journeys',
  priceBands: 'price_bands',
  profileAvailability: 'profile_availability',
  yearsOfExperience: 'experience_levels',
  plannedHires: 'planned_hires',
  engagementTypes: 'engagement_types',
};

const EUROPE = [
  'Austria',
  'Belgium',
  'Czech Republic',
  'Denmark',
  'Finland',
  'France',
  'Germany',
  'Greece',
  'Ireland',
  'Italy',
  'Luxembourg',
  'Netherlands',
  'Norway',
  'Poland',
  'Portugal',
  'Spain',
  'Sweden',
  'Switzerland',
  'United Kingdom',
];

const slugs = (list: { slug: string }[]) => list.map((item) => item.slug);
const labels = (list: { label: string }[]) => list.map((item) => item.label);

describe('GET /api/reference', () => {
  let t: TestApp;
  let data: ReferenceData;
  let etag: string;

  beforeAll(async () => {
    t = await createTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/api/reference' });
    expect(res.statusCode).toBe(200);
    data = referenceDataSchema.parse(res.json());
    etag = String(res.headers.etag);
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers with the contract, as JSON, with a strong ETag that hashes the body and a cache policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/reference' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300, must-revalidate');
    expect(res.headers.etag).toBe(`"${createHash('sha256').update(res.body).digest('base64url')}"`);
    expect(res.headers.etag).toBe(etag);
    expect(referenceDataSchema.strict().safeParse(res.json()).success).toBe(true);
  });

  it('answers 304 with no body when If-None-Match holds the current ETag (strong, weak, in a list or *)', async () => {
    for (const header of [etag, `W/${etag}`, `"stale", ${etag}`, '*']) {
      const res = await t.app.inject({ method: 'GET', url: '/api/reference', headers: { 'if-none-match': header } });
      expect(res.statusCode, header).toBe(304);
      expect(res.body).toBe('');
      expect(res.headers.etag).toBe(etag);
      expect(res.headers['cache-control']).toBe('public, max-age=300, must-revalidate');
    }
  });

  it('answers 200 when If-None-Match holds another ETag', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/reference', headers: { 'if-none-match': '"old"' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBe(etag);
  });

  it('lists the 9 roles in the spec order', () => {
    expect(slugs(data.roles)).toEqual([
      'vp-talent',
      'vp-hr',
      'cpo',
      'chro',
      'tal-leader',
      'tal-consultant',
      'cldo',
      'cdio',
      'vp-people-ops',
    ]);
    expect(data.roles.find((r) => r.slug === 'vp-people-ops')?.label).toBe('VP of People Operations');
  });

  it('lists 3 regions: 19 European countries and 4 North America areas with 5 cities each, remote with none', () => {
    expect(slugs(data.regions)).toEqual(['europe', 'north-america', 'remote']);
    const [europe, northAmerica, remote] = data.regions;
    expect(labels(europe!.countries)).toEqual(EUROPE);
    expect(europe!.countries.every((c) => c.kind === 'country')).toBe(true);
    expect(slugs(northAmerica!.countries)).toEqual(['east-coast', 'central', 'west-coast', 'canada']);
    expect(northAmerica!.countries.every((c) => c.kind === 'area')).toBe(true);
    expect(remote!.countries).toEqual([]);
    for (const country of [...europe!.countries, ...northAmerica!.countries]) {
      expect(country.cities, country.slug).toHaveLength(5);
      expect(new Set(slugs(country.cities)).size, country.slug).toBe(5);
    }
    const germany = europe!.countries.find((c) => c.slug === 'germany');
    expect(labels(germany!.cities)).toEqual(['Berlin', 'Munich', 'Hamburg', 'Frankfurt', 'Cologne']);
    expect(labels(northAmerica!.countries.find((c) => c.slug === 'canada')!.cities)).toEqual([
      'Toronto',
      'Vancouver',
      'Montreal',
      'Calgary',
      'Ottawa',
    ]);
  });

  it('quotes prices in GBP for the UK, EUR elsewhere in Europe, USD in the US areas and CAD in Canada', () => {
    const currency = Object.fromEntries(data.regions.flatMap((r) => r.countries).map((c) => [c.slug, c.currency]));
    expect(currency['united-kingdom']).toBe('GBP');
    expect(EUROPE.filter((c) => c !== 'United Kingdom').length).toBe(18);
    for (const country of data.regions[0]!.countries.filter((c) => c.slug !== 'united-kingdom')) {
      expect(country.currency, country.slug).toBe('EUR');
    }
    expect([currency['east-coast'], currency.central, currency['west-coast'], currency.canada]).toEqual([
      'USD',
      'USD',
      'USD',
      'CAD',
    ]);
  });

  it('lists the 13 industries by label, with the spec aliases mapping UI labels to stored names', () => {
    expect(data.industries).toHaveLength(13);
    expect(labels(data.industries)).toEqual([...labels(data.industries)].sort((a, b) => a.localeCompare(b)));
    const nameOf = Object.fromEntries(data.industries.map((i) => [i.label, i.name]));
    expect(nameOf).toMatchObject({
      'Technology & SaaS': 'Technology & SaaS',
      'Professional Services': 'Professional Services',
      'Financial Services & Fintech': 'finance',
      'Healthcare & Life Sciences': 'healthcare',
      'Manufacturing & Industrial': 'manufacturing',
      'Retail & Ecommerce': 'e-commerce',
      Consulting: 'Consulting',
      'Startups & Scaleups': 'Startups & Scaleups',
      'Enterprise (1000+ employees)': 'Enterprise (1000+ employees)',
      'Media & Entertainment': 'entertainment',
      'Education & Edtech': 'education',
      Nonprofit: 'Nonprofit',
      Government: 'Government',
    });
    // An alias names one industry only; the spec's marketing and real-estate labels have no industry.
    const aliases = data.industries.flatMap((i) => i.aliases);
    expect(new Set(aliases).size).toBe(aliases.length);
    expect(aliases).not.toContain('marketing');
    expect(aliases).not.toContain('real estate');
    for (const industry of data.industries.filter((i) => i.name !== i.label)) {
      expect(industry.aliases, industry.slug).toContain(industry.name);
    }
  });

  it("agrees with the spec's label-to-specialisation map, and no industry claims the two unmatched labels", () => {
    const byLabel = new Map(data.industries.map((i) => [i.label, i.name]));
    for (const [label, specialisation] of Object.entries(INDUSTRY_LABEL_TO_SPECIALISATION)) {
      if (LABELS_WITHOUT_INDUSTRY.includes(label as keyof typeof INDUSTRY_LABEL_TO_SPECIALISATION)) {
        expect(byLabel.has(label), label).toBe(false);
        expect(data.industries.map((i) => i.name)).not.toContain(specialisation);
      } else {
        expect(byLabel.get(label), label).toBe(specialisation);
      }
    }
  });

  it('lists the 19 HR tools by name with their category', () => {
    expect(data.technologies).toHaveLength(19);
    const byCategory = Object.groupBy(data.technologies, (t) => t.category);
    expect(Object.fromEntries(Object.entries(byCategory).map(([k, v]) => [k, labels(v!).sort()]))).toEqual({
      ATS: ['Greenhouse', 'Lever', 'Workday Recruiting', 'iCIMS'].sort(),
      HRIS: ['ADP Workforce Now', 'BambooHR', 'SuccessFactors', 'Workday HCM'],
      Performance: ['15Five', 'Culture Amp', 'Lattice'],
      Learning: ['Cornerstone OnDemand', 'Udemy Business'],
      'Recruitment Marketing': ['Indeed', 'LinkedIn Recruiter'],
      'People Analytics': ['Visier', 'Worklytics'],
      Engagement: ['Glint', 'Officevibe'],
    });
    expect(labels(data.technologies)[0]).toBe('15Five');
  });

  it('lists company sizes, VC stages (two not on profiles), languages and markets', () => {
    expect(labels(data.companySizes)).toEqual([
      'Startup (1-10)',
      'Small (11-50)',
      'Mid-size (51-200)',
      'Large (201-1000)',
      'Enterprise (1000+)',
    ]);
    expect(slugs(data.vcStages)).toEqual([
      'pre-seed',
      'seed',
      'series-a',
      'series-b',
      'series-c+',
      'series-d+',
      'ipo',
      'bootstrapped',
    ]);
    expect(slugs(data.vcStages.filter((s) => !s.onProfile))).toEqual(['series-d+', 'ipo']);
    expect(data.languages).toHaveLength(30);
    expect(labels(data.languages)).toEqual([...labels(data.languages)].sort((a, b) => a.localeCompare(b)));
    expect(labels(data.languages)).toEqual(expect.arrayContaining(['English', 'Mandarin', 'Swahili', 'Czech']));
    expect(labels(data.markets)).toEqual(['APAC', 'Europe', 'META', 'North America', 'South America']);
    expect(slugs(data.markets).sort()).toEqual(['apac', 'europe', 'meta', 'north-america', 'south-america']);
  });

  it('lists revenue bands, price bands, profile availability, experience levels, planned hires and engagement types', () => {
    expect(slugs(data.revenueJourneys)).toEqual(['0-1m', '1-5m', '5-10m', '10-20m', '20-50m', '50-100m', '100m+']);
    expect(labels(data.revenueJourneys)[0]).toBe('$0-1M');
    expect(labels(data.revenueJourneys)[6]).toBe('$100M+');
    expect(data.priceBands.map(({ slug, min, max }) => [slug, min, max])).toEqual([
      ['250-500', 250, 500],
      ['500-1000', 500, 1000],
      ['1000-1500', 1000, 1500],
      ['1500-2000', 1500, 2000],
      ['2000+', 2000, null],
    ]);
    expect(labels(data.profileAvailability)).toEqual(['Full-time', 'Part-time', 'Specific hours', 'Any']);
    expect(slugs(data.profileAvailability)).toEqual(['full-time', 'part-time', 'specific-hours', 'any']);
    expect(data.yearsOfExperience.map(({ slug, storedYears, min, max }) => [slug, storedYears, min, max])).toEqual([
      ['0-2', 1, 0, 2],
      ['3-5', 4, 3, 5],
      ['6-10', 8, 6, 10],
      ['10+', 12, 10, null],
      ['15+', 17, 15, null],
      ['20+', 22, 20, null],
    ]);
    expect(slugs(data.plannedHires)).toEqual(['0-5', '5-10', '10-15', '15-20', '20-30', '30-40', '40+']);
    expect(data.engagementTypes.map(({ slug, label, description }) => [slug, label, description])).toEqual([
      ['fractional', 'Fractional', 'Ongoing part-time'],
      ['contract', 'Contract', 'Project-based'],
      ['retainer', 'Retainer', 'Monthly commitment'],
      ['full-time-temp', 'Full-time (temporary)', 'Full-time temporary placement'],
    ]);
  });

  it('gives every row a UUID id, unique across the whole document', () => {
    const countries = data.regions.flatMap((r) => r.countries);
    const all = [
      ...data.regions,
      ...countries,
      ...countries.flatMap((c) => c.cities),
      ...Object.entries(data).flatMap(([key, list]) => (key === 'regions' ? [] : (list as { id: string }[]))),
    ];
    expect(all).toHaveLength(3 + 23 + 115 + 9 + 13 + 19 + 5 + 8 + 30 + 5 + 7 + 5 + 4 + 6 + 7 + 4);
    for (const row of all) expect(row.id).toMatch(UUID);
    expect(new Set(all.map((row) => row.id)).size).toBe(all.length);
  });

  it('keeps the ids the migration fixed, so stored references never move', () => {
    const find = <T extends { slug: string; id: string }>(list: T[], slug: string) => list.find((i) => i.slug === slug)?.id;
    const countries = data.regions.flatMap((r) => r.countries);
    expect(find(data.roles, 'vp-talent')).toBe('3bcda701-1c87-5704-a529-0ade5ef899f9');
    expect(find(data.regions, 'remote')).toBe('1ae7786a-518e-5294-bece-71d781c2d9c6');
    expect(find(countries, 'austria')).toBe('34387e8c-1fe5-576b-aa93-0e8545b7aeaa');
    expect(find(countries.find((c) => c.slug === 'belgium')!.cities, 'brussels')).toBe(
      'a6d5a2a2-737d-53cf-943f-f9b7c116c1c6',
    );
    expect(find(data.industries, 'financial-services')).toBe('9d84c305-fa5d-5a79-bcd5-88be0177301e');
    expect(find(data.vcStages, 'series-c+')).toBe('46d94500-9135-5624-8c6a-33e1786be78d');
    expect(find(data.yearsOfExperience, '10+')).toBe('eb0ae2a7-ff0f-5456-95c5-0adb53ae9131');

    // And every literal is the documented derivation, so a mistyped one cannot slip in.
    for (const [key, table] of Object.entries(TABLE_OF)) {
      for (const row of data[key as keyof typeof TABLE_OF]) expect(row.id, `${table}:${row.slug}`).toBe(uuidV5(`${table}:${row.slug}`));
    }
    for (const region of data.regions) {
      expect(region.id).toBe(uuidV5(`regions:${region.slug}`));
      for (const country of region.countries) {
        expect(country.id).toBe(uuidV5(`countries:${country.slug}`));
        for (const city of country.cities) expect(city.id).toBe(uuidV5(`cities:${country.slug}/${city.slug}`));
      }
    }
  });

  it('reads the lists once per process: later requests reuse the first answer', async () => {
    // Only a migration changes these rows, and it ships with a new process; this one keeps its copy.
    await t.orm.em.fork().execute(`UPDATE roles SET label = 'Renamed' WHERE slug = 'vp-talent'`);
    const res = await t.app.inject({ method: 'GET', url: '/api/reference' });
    expect(res.headers.etag).toBe(etag);
    expect(res.json<ReferenceData>().roles[0]!.label).toBe('VP Talent');
    await t.orm.em.fork().execute(`UPDATE roles SET label = 'VP Talent' WHERE slug = 'vp-talent'`);
  });

  it('keeps the reference tables consistent with the response (no rows the contract leaves out)', async () => {
    const [row] = await t.orm.em
      .fork()
      .execute<{ countries: number; cities: number }[]>(
        'SELECT (SELECT count(*)::int FROM countries) AS countries, (SELECT count(*)::int FROM cities) AS cities',
      );
    expect(row).toEqual({ countries: 23, cities: 115 });
  });
});
