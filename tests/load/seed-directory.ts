import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { ReferenceData } from '../../src/modules/reference/index.ts';
import type { DirectoryEntrySnapshot } from '../../src/modules/directory/index.ts';
import { placeWords } from '../../src/modules/directory/domain/place-words.ts';

/** mulberry32: a tiny seeded PRNG, so the same seed always gives the same directory. */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST = 'Alice Bob Chloe Dan Eva Frank Grace Hugo Ines Jon Karin Lars Mia Noah Olga Pia Quinn Rosa Sven Tara Uma Victor Wendy Xavier Yara Zoe Anna Ben Clara David Elena Felix Greta Hannah Ivan Julia Kai Lena Marco Nina'.split(' ');
const LAST = 'Brown Carter Dubois Evans Fischer Green Hall Ibsen Jansen Keller Larsen Moreau Novak Olsen Peters Quist Rossi Schmidt Torres Ulrich Vogel Weber Young Zimmer Andersson Bauer Costa Dumas Eriksen Fontaine Garcia Hansen Iversen Jovanovic Kowalski Lindqvist Martin Nielsen Ortiz'.split(' ');
const WORDS = ('talent hiring recruiting people culture leadership growth scale startup enterprise onboarding retention ' +
  'engagement compensation benefits strategy transformation diversity inclusion learning development coaching ' +
  'performance analytics workforce planning employer brand interviews structured process teams remote hybrid global ' +
  'europe america founders board executive search partner operations policy compliance change merger acquisition ' +
  'series funding product engineering sales marketing finance healthcare fintech saas clinics labs banks retail').split(' ');

/** Stored years of the experience levels (1, 4, 8, 12, 17, 22), as the profile form saves them. */
const STORED_YEARS = [1, 4, 8, 12, 17, 22];
const AVAILABILITY = ['full-time', 'part-time', 'specific-hours', 'any'];

function pickSome<T>(random: () => number, list: readonly T[], min: number, max: number): T[] {
  const count = min + Math.floor(random() * (max - min + 1));
  const chosen = new Set<T>();
  while (chosen.size < Math.min(count, list.length)) chosen.add(list[Math.floor(random() * list.length)]!);
  return [...chosen];
}
const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

export type GeneratedExecutive = {
  id: string;
  firstName: string;
  lastName: string;
  roleId: string | null;
  title: string;
  regionId: string | null;
  countryId: string | null;
  cityIds: string[];
  years: number;
  availability: string;
  priceBandIds: string[];
  industryIds: string[];
  technologyIds: string[];
  companySizeIds: string[];
  vcStageIds: string[];
  languageIds: string[];
  marketIds: string[];
  revenueJourneyIds: string[];
  bio: string;
  /** Names and title (weight A) and industry and tool labels (weight B), as the facade builds them. */
  nameText: string;
  keywordText: string;
  approvedAt: Date;
  /** When availability was last confirmed, and whether that makes the entry stale (decision 023). */
  availabilityConfirmedAt: Date;
  stale: boolean;
};

/** A generated executive as the directory facade takes it (what a profile save or approval sends). */
export function directorySnapshotOf(e: GeneratedExecutive): DirectoryEntrySnapshot {
  return {
    executiveId: e.id,
    firstName: e.firstName,
    lastName: e.lastName,
    roleId: e.roleId,
    regionId: e.regionId,
    countryId: e.countryId,
    cityIds: e.cityIds,
    yearsExperience: e.years,
    availability: e.availability as DirectoryEntrySnapshot['availability'],
    priceBandIds: e.priceBandIds,
    industryIds: e.industryIds,
    technologyIds: e.technologyIds,
    companySizeIds: e.companySizeIds,
    vcStageIds: e.vcStageIds,
    languageIds: e.languageIds,
    marketIds: e.marketIds,
    revenueJourneyIds: e.revenueJourneyIds,
    bio: e.bio,
    approvedAt: e.approvedAt,
    availabilityConfirmedAt: e.availabilityConfirmedAt,
    stale: e.stale,
  };
}

/** One executive drawn from realistic proportions (most in Europe, English common, 1-3 industries...). */
export function generateExecutive(random: () => number, reference: ReferenceData, index: number): GeneratedExecutive {
  const [europe, northAmerica, remote] = reference.regions;
  const where = random();
  const region = where < 0.6 ? europe! : where < 0.9 ? northAmerica! : where < 0.97 ? remote! : undefined;
  const country = region && region.countries.length > 0 ? pick(random, region.countries) : undefined;
  const role = random() < 0.95 ? pick(random, reference.roles) : undefined;
  const industries = pickSome(random, reference.industries, 1, 3);
  const technologies = pickSome(random, reference.technologies, 1, 4);
  const english = reference.languages.find((l) => l.slug === 'english')!;
  const languages = pickSome(random, reference.languages, 0, 2);
  if (random() < 0.7 && !languages.includes(english)) languages.push(english);
  if (languages.length === 0) languages.push(pick(random, reference.languages));
  const firstName = pick(random, FIRST);
  const lastName = pick(random, LAST);
  const title = role?.label ?? 'Executive';
  const ids = (list: readonly { id: string }[]) => list.map((item) => item.id);
  // Generated ids come from the PRNG too, so two runs with one seed hold the same rows.
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16)).join('');
  const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  const cityIds = country ? ids(pickSome(random, country.cities, 1, 2)) : [];
  const generated = {
    id: id || randomUUID(),
    firstName,
    lastName,
    roleId: role?.id ?? null,
    title,
    regionId: region?.id ?? null,
    countryId: country?.id ?? null,
    cityIds,
    years: pick(random, STORED_YEARS),
    availability: pick(random, AVAILABILITY),
    priceBandIds: ids(pickSome(random, reference.priceBands, 1, 2)),
    industryIds: ids(industries),
    technologyIds: ids(technologies),
    companySizeIds: ids(pickSome(random, reference.companySizes, 1, 2)),
    vcStageIds: ids(pickSome(random, reference.vcStages.filter((s) => s.onProfile), 1, 3)),
    languageIds: ids(languages),
    marketIds: ids(pickSome(random, reference.markets, 1, 2)),
    revenueJourneyIds: ids(pickSome(random, reference.revenueJourneys, 1, 2)),
    bio: Array.from({ length: 60 }, () => pick(random, WORDS)).join(' '),
    nameText: [firstName, lastName, title].join(' '),
    keywordText: [
      ...industries.flatMap((i) => [i.label, i.name]),
      ...technologies.map((t) => t.label),
      ...placeWords(reference, country?.id ?? null, cityIds),
    ].join(' '),
    approvedAt: new Date(Date.UTC(2025, 0, 1) + Math.floor(random() * 730 * 86_400_000) + index),
  };
  // One in eight not confirmed for 90 days, chosen by index: no draw from the PRNG, so every other
  // field stays what earlier seeds generated.
  const stale = index % 8 === 3;
  const { approvedAt } = generated;
  return { ...generated, availabilityConfirmedAt: stale ? new Date(approvedAt.getTime() - 100 * 86_400_000) : approvedAt, stale };
}

const ARRAY_FIELDS = [
  ['city_ids', 'cityIds'],
  ['price_band_ids', 'priceBandIds'],
  ['industry_ids', 'industryIds'],
  ['technology_ids', 'technologyIds'],
  ['company_size_ids', 'companySizeIds'],
  ['vc_stage_ids', 'vcStageIds'],
  ['language_ids', 'languageIds'],
  ['market_ids', 'marketIds'],
  ['revenue_journey_ids', 'revenueJourneyIds'],
] as const;

const BATCH = 5000;

/**
 * Bulk-loads `count` generated executives into directory_entries: one INSERT ... SELECT FROM
 * unnest(...) per 5,000 rows (arrays travel as array literals), the tsvector built in SQL exactly
 * as the facade builds it. Returns the generated rows for the original-approach tables.
 */
export async function seedDirectory(
  client: pg.Client,
  reference: ReferenceData,
  count: number,
  seed: number,
): Promise<GeneratedExecutive[]> {
  const random = createRandom(seed);
  const all: GeneratedExecutive[] = [];
  for (let start = 0; start < count; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - start) }, (_, i) => generateExecutive(random, reference, start + i));
    all.push(...rows);
    const column = <K extends keyof GeneratedExecutive>(key: K) => rows.map((row) => row[key]);
    const arrays = ARRAY_FIELDS.map(([, key]) => rows.map((row) => `{${row[key].join(',')}}`));
    await client.query(
      `INSERT INTO directory_entries (
         executive_id, first_name, last_name, role_id, title, region_id, country_id, years_experience, availability,
         ${ARRAY_FIELDS.map(([name]) => name).join(', ')}, bio, search, search_public, approved_at,
         availability_confirmed_at, stale)
       SELECT id, first_name, last_name, role_id, title, region_id, country_id, years, availability,
         ${ARRAY_FIELDS.map((_, i) => `a${i}::uuid[]`).join(', ')}, bio,
         setweight(to_tsvector('simple', name_text), 'A') || setweight(to_tsvector('simple', keyword_text), 'B')
           || setweight(to_tsvector('simple', bio), 'C'),
         setweight(to_tsvector('simple', title), 'A') || setweight(to_tsvector('simple', keyword_text), 'B'),
         approved_at, confirmed_at, stale
       FROM unnest($1::uuid[], $2::text[], $3::text[], $4::uuid[], $5::text[], $6::uuid[], $7::uuid[], $8::int[], $9::text[],
         ${ARRAY_FIELDS.map((_, i) => `$${10 + i}::text[]`).join(', ')}, $19::text[], $20::text[], $21::text[], $22::timestamptz[],
         $23::timestamptz[], $24::boolean[])
         AS u(id, first_name, last_name, role_id, title, region_id, country_id, years, availability,
         ${ARRAY_FIELDS.map((_, i) => `a${i}`).join(', ')}, bio, name_text, keyword_text, approved_at, confirmed_at, stale)`,
      [
        column('id'),
        column('firstName'),
        column('lastName'),
        column('roleId'),
        column('title'),
        column('regionId'),
        column('countryId'),
        column('years'),
        column('availability'),
        ...arrays,
        column('bio'),
        column('nameText'),
        column('keywordText'),
        column('approvedAt'),
        column('availabilityConfirmedAt'),
        column('stale'),
      ],
    );
  }
  await client.query('ANALYZE directory_entries');
  return all;
}

/**
 * `seedDirectory` on a connection of its own to the database at `url`, closed after: what every
 * benchmark that only seeds the directory needs. Returns the generated rows.
 */
export async function seedDirectoryAt(url: string, reference: ReferenceData, count: number, seed = 20261122): Promise<GeneratedExecutive[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await seedDirectory(client, reference, count, seed);
  } finally {
    await client.end();
  }
}
