import { randomUUID } from 'node:crypto';
import type { DirectoryEntrySnapshot } from '../../../src/modules/directory/index.ts';
import type { ReferenceData } from '../../../src/modules/reference/index.ts';

/** An executive described with slugs, as a reader of the tests thinks of them. */
export type ExecutiveSpec = {
  key: string;
  id?: string;
  firstName: string;
  lastName: string;
  role?: string;
  title?: string;
  region?: string;
  country?: string;
  cities?: string[];
  years?: number | null;
  availability?: 'full-time' | 'part-time' | 'specific-hours' | 'any' | null;
  priceBands?: string[];
  industries?: string[];
  technologies?: string[];
  companySizes?: string[];
  vcStages?: string[];
  languages?: string[];
  markets?: string[];
  revenueJourneys?: string[];
  bio?: string;
  /** Days after the first approval: a larger number is more recent. */
  approvedDay: number;
  /** Availability last confirmed this many days after the first approval (default: approvedDay). */
  confirmedDay?: number;
  /** Not confirmed for 90 days: ranked below fresh entries (decision 023). */
  stale?: boolean;
};

function idsOf(list: readonly { id: string; slug: string }[], slugs: readonly string[] = []): string[] {
  return slugs.map((slug) => {
    const found = list.find((option) => option.slug === slug);
    if (!found) throw new Error(`no reference option ${slug}`);
    return found.id;
  });
}

/** The facade snapshot for a spec, with every slug resolved to its reference id. */
export function snapshotOf(reference: ReferenceData, spec: ExecutiveSpec): DirectoryEntrySnapshot & { executiveId: string } {
  const region = spec.region ? reference.regions.find((r) => r.slug === spec.region) : undefined;
  const country = spec.country ? region?.countries.find((c) => c.slug === spec.country) : undefined;
  if (spec.region && !region) throw new Error(`no region ${spec.region}`);
  if (spec.country && !country) throw new Error(`no country ${spec.country}`);
  return {
    executiveId: spec.id ?? randomUUID(),
    firstName: spec.firstName,
    lastName: spec.lastName,
    roleId: spec.role ? idsOf(reference.roles, [spec.role])[0]! : null,
    title: spec.title ?? null,
    regionId: region?.id ?? null,
    countryId: country?.id ?? null,
    cityIds: idsOf(country?.cities ?? [], spec.cities),
    yearsExperience: spec.years ?? null,
    availability: spec.availability ?? null,
    priceBandIds: idsOf(reference.priceBands, spec.priceBands),
    industryIds: idsOf(reference.industries, spec.industries),
    technologyIds: idsOf(reference.technologies, spec.technologies),
    companySizeIds: idsOf(reference.companySizes, spec.companySizes),
    vcStageIds: idsOf(reference.vcStages, spec.vcStages),
    languageIds: idsOf(reference.languages, spec.languages),
    marketIds: idsOf(reference.markets, spec.markets),
    revenueJourneyIds: idsOf(reference.revenueJourneys, spec.revenueJourneys),
    bio: spec.bio ?? '',
    approvedAt: new Date(Date.UTC(2026, 0, 1 + spec.approvedDay)),
    availabilityConfirmedAt: new Date(Date.UTC(2026, 0, 1 + (spec.confirmedDay ?? spec.approvedDay))),
    stale: spec.stale ?? false,
  };
}

const words = (text: string) => `${text} `.repeat(8).trim();

/** A small directory with known answers: A..G, G the most recently approved. */
export const EXECUTIVES: ExecutiveSpec[] = [
  {
    key: 'A',
    firstName: 'Alice',
    lastName: 'Brown',
    role: 'vp-talent',
    region: 'europe',
    country: 'germany',
    cities: ['berlin'],
    years: 12,
    availability: 'part-time',
    priceBands: ['500-1000'],
    industries: ['technology-saas', 'healthcare'],
    technologies: ['greenhouse', 'lattice'],
    companySizes: ['startup'],
    vcStages: ['seed'],
    languages: ['english', 'german'],
    markets: ['europe'],
    revenueJourneys: ['1-5m'],
    bio: words('Alice scales engineering hiring with structured interviews and calm onboarding.'),
    approvedDay: 1,
  },
  {
    key: 'B',
    firstName: 'Bob',
    lastName: 'Carter',
    role: 'vp-hr',
    region: 'europe',
    country: 'united-kingdom',
    cities: ['london', 'manchester'],
    years: 4,
    availability: 'full-time',
    priceBands: ['1000-1500'],
    industries: ['financial-services'],
    technologies: ['workday-hcm'],
    companySizes: ['large'],
    vcStages: ['series-b'],
    languages: ['english'],
    markets: ['europe', 'north-america'],
    revenueJourneys: ['20-50m'],
    bio: words('Bob rebuilt compensation frameworks for regulated banks.'),
    approvedDay: 2,
  },
  {
    key: 'C',
    firstName: 'Chloe',
    lastName: 'Dubois',
    role: 'cpo',
    region: 'europe',
    country: 'france',
    cities: ['paris'],
    years: 8,
    availability: 'specific-hours',
    priceBands: ['1500-2000'],
    industries: ['healthcare'],
    technologies: ['bamboohr', 'culture-amp'],
    companySizes: ['mid-size'],
    vcStages: ['series-a'],
    languages: ['french', 'english'],
    markets: ['europe'],
    revenueJourneys: ['5-10m'],
    bio: words('Chloe designs people strategy for clinics and biotech labs.'),
    approvedDay: 3,
  },
  {
    key: 'D',
    firstName: 'Dan',
    lastName: 'Evans',
    role: 'chro',
    region: 'north-america',
    country: 'east-coast',
    cities: ['new-york'],
    years: 22,
    availability: 'any',
    priceBands: ['2000+'],
    industries: ['technology-saas', 'enterprise'],
    technologies: ['greenhouse'],
    companySizes: ['enterprise'],
    vcStages: ['ipo'],
    languages: ['english', 'spanish'],
    markets: ['north-america'],
    revenueJourneys: ['100m+'],
    bio: words('Dan led HR through two public listings and a merger.'),
    approvedDay: 4,
  },
  {
    key: 'E',
    firstName: 'Eva',
    lastName: 'Fischer',
    role: 'tal-leader',
    region: 'remote',
    years: 1,
    availability: 'part-time',
    industries: ['startups-scaleups'],
    technologies: ['lever'],
    companySizes: ['startup', 'small'],
    vcStages: ['pre-seed'],
    languages: ['german'],
    markets: ['europe', 'apac'],
    revenueJourneys: ['0-1m'],
    bio: words('Eva recruits founding teams remotely across time zones.'),
    approvedDay: 5,
  },
  {
    key: 'F',
    firstName: 'Frank',
    lastName: 'Green',
    role: 'tal-consultant',
    years: null,
    availability: null,
    bio: words('Frank advises on recruiting operations.'),
    approvedDay: 6,
  },
  {
    key: 'G',
    firstName: 'Grace',
    lastName: 'Hall',
    role: 'vp-talent',
    region: 'europe',
    country: 'germany',
    cities: ['munich'],
    years: 17,
    availability: 'full-time',
    priceBands: ['250-500'],
    industries: ['consulting'],
    technologies: ['greenhouse', 'lever'],
    companySizes: ['small'],
    vcStages: ['bootstrapped'],
    languages: ['english'],
    markets: ['europe'],
    revenueJourneys: ['1-5m'],
    bio: words('Grace coaches recruiters in consulting firms.'),
    approvedDay: 7,
  },
];

/**
 * An answer without its 'did you mean' part: only the in-memory index offers suggestions (decision
 * 049), so answers of the two paths (or of a process still without its index) are equal apart from it.
 */
export function withoutSuggestions<T>(answer: T): T {
  if (answer && typeof answer === 'object' && 'suggestions' in answer) {
    const { suggestions: _suggestions, ...rest } = answer as T & { suggestions?: unknown };
    return rest as T;
  }
  return answer;
}
