import type { ReferenceData, ReferenceOption } from '../../reference/index.ts';

/** Stored profile availability (spec part 1 section 3). */
export const PROFILE_AVAILABILITY = ['full-time', 'part-time', 'specific-hours', 'any'] as const;
export type ProfileAvailability = (typeof PROFILE_AVAILABILITY)[number];

/**
 * Which stored availabilities satisfy each engagement type of the home and browse filters
 * (docs/decisions/006-directory-semantics.md). 'any' means the leader is open to every engagement.
 */
export const ENGAGEMENT_AVAILABILITY: Record<string, readonly ProfileAvailability[]> = {
  fractional: ['part-time', 'specific-hours', 'any'],
  contract: ['full-time', 'part-time', 'any'],
  retainer: ['part-time', 'specific-hours', 'any'],
  'full-time-temp': ['full-time', 'any'],
};

/** The home page's featured role cards link with the lower-cased card label (spec part 1 section 2). */
const FEATURED_ROLE_LABELS: Record<string, string> = {
  'vp talent': 'vp-talent',
  'vp hr': 'vp-hr',
  cpo: 'cpo',
  chro: 'chro',
  'talent leader': 'tal-leader',
  'talent consultant': 'tal-consultant',
};

/** The multi-select filters stored as id arrays: URL parameter, column, reference list. */
export const ARRAY_FILTERS = [
  { param: 'industries', column: 'industry_ids', list: 'industries' },
  { param: 'technologies', column: 'technology_ids', list: 'technologies' },
  { param: 'companySizes', column: 'company_size_ids', list: 'companySizes' },
  { param: 'vcStages', column: 'vc_stage_ids', list: 'vcStages' },
  { param: 'priceBands', column: 'price_band_ids', list: 'priceBands' },
  { param: 'languages', column: 'language_ids', list: 'languages' },
  { param: 'markets', column: 'market_ids', list: 'markets' },
  { param: 'revenueJourneys', column: 'revenue_journey_ids', list: 'revenueJourneys' },
] as const;
export type ArrayFilter = (typeof ARRAY_FILTERS)[number];
export type ArrayFilterParam = ArrayFilter['param'];

type Place = ReferenceOption & { regionSlug: string; currency: string };
type City = ReferenceOption & { countryId: string };
type PriceBand = ReferenceData['priceBands'][number];

export type DirectoryReference = {
  data: ReferenceData;
  /** Role by slug, lower-cased label or featured-card label. */
  roleByKey: Map<string, ReferenceOption>;
  regionBySlug: Map<string, ReferenceOption>;
  /** European countries and North America areas, by slug. */
  placeBySlug: Map<string, Place>;
  citiesBySlug: Map<string, City[]>;
  /** Any reference option by id (ids are unique across every list). */
  optionById: Map<string, ReferenceOption>;
  placeById: Map<string, Place>;
  /** A country's cities in the reference order (the order a card picks its first city in). */
  citiesByCountryId: Map<string, readonly ReferenceOption[]>;
  regionById: Map<string, ReferenceOption>;
  priceBandById: Map<string, PriceBand>;
  /** Slug to id for each multi-select list. */
  idBySlug: Record<ArrayFilterParam, Map<string, string>>;
  availabilityLabel: Map<string, string>;
};

const normaliseKey = (value: string) => value.trim().toLowerCase().replace(/\s+/g, ' ');

/** Indexes the reference data once so a search resolves slugs and labels without touching SQL. */
export function indexReference(data: ReferenceData): DirectoryReference {
  const roleByKey = new Map<string, ReferenceOption>();
  for (const role of data.roles) {
    roleByKey.set(role.slug, role);
    roleByKey.set(normaliseKey(role.label), role);
  }
  for (const [label, slug] of Object.entries(FEATURED_ROLE_LABELS)) {
    const role = data.roles.find((r) => r.slug === slug);
    if (role) roleByKey.set(label, role);
  }

  const placeBySlug = new Map<string, Place>();
  const citiesBySlug = new Map<string, City[]>();
  const optionById = new Map<string, ReferenceOption>();
  for (const region of data.regions) {
    optionById.set(region.id, region);
    for (const country of region.countries) {
      const place = { id: country.id, slug: country.slug, label: country.label, regionSlug: region.slug, currency: country.currency };
      placeBySlug.set(country.slug, place);
      optionById.set(country.id, place);
      for (const city of country.cities) {
        const entry = { ...city, countryId: country.id };
        citiesBySlug.set(city.slug, [...(citiesBySlug.get(city.slug) ?? []), entry]);
        optionById.set(city.id, entry);
      }
    }
  }
  for (const list of [data.roles, data.industries, data.technologies, data.companySizes, data.vcStages, data.languages]) {
    for (const option of list) optionById.set(option.id, option);
  }
  for (const list of [data.markets, data.revenueJourneys, data.priceBands]) {
    for (const option of list) optionById.set(option.id, option);
  }

  const idBySlug = Object.fromEntries(
    ARRAY_FILTERS.map(({ param, list }) => [param, new Map(data[list].map((o) => [o.slug, o.id]))]),
  ) as Record<ArrayFilterParam, Map<string, string>>;

  return {
    data,
    roleByKey,
    regionBySlug: new Map(data.regions.map((r) => [r.slug, r])),
    placeBySlug,
    citiesBySlug,
    optionById,
    placeById: new Map([...placeBySlug.values()].map((p) => [p.id, p])),
    citiesByCountryId: new Map(data.regions.flatMap((region) => region.countries.map((country) => [country.id, country.cities] as const))),
    regionById: new Map(data.regions.map((r) => [r.id, r])),
    priceBandById: new Map(data.priceBands.map((b) => [b.id, b])),
    idBySlug,
    availabilityLabel: new Map(data.profileAvailability.map((a) => [a.slug, a.label])),
  };
}

export function findRole(reference: DirectoryReference, value: string): ReferenceOption | undefined {
  return reference.roleByKey.get(normaliseKey(value));
}
