import type { ReferenceData, ReferenceOption } from '../../reference/contracts/reference.contract.ts';
import type { SavedSearchFilters } from './saved-searches.contract.ts';
import { SAVED_SEARCH_NAME_MAX, savedSearchMessages } from './saved-searches-messages.contract.ts';

/** The filter keys in the order a summary reads them. */
const ORDER = [
  'q',
  'role',
  'location',
  'region',
  'country',
  'city',
  'availability',
  'yearsExperience',
  'industries',
  'technologies',
  'companySizes',
  'vcStages',
  'priceBands',
  'languages',
  'markets',
  'revenueJourneys',
] as const satisfies readonly (keyof SavedSearchFilters)[];

type Lists = Partial<Record<(typeof ORDER)[number], readonly ReferenceOption[]>>;

function listsOf(reference: ReferenceData): Lists {
  const countries = reference.regions.flatMap((region) => region.countries);
  const places = [...reference.regions, ...countries];
  return {
    role: reference.roles,
    location: places,
    region: reference.regions,
    country: countries,
    city: countries.flatMap((country) => country.cities),
    availability: [...reference.engagementTypes, ...reference.profileAvailability],
    industries: reference.industries,
    technologies: reference.technologies,
    companySizes: reference.companySizes,
    vcStages: reference.vcStages,
    priceBands: reference.priceBands,
    languages: reference.languages,
    markets: reference.markets,
    revenueJourneys: reference.revenueJourneys,
  };
}

/** 'vp-talent' → 'Vp talent' when the reference data does not know it (or is not loaded yet). */
function humanise(slug: string): string {
  const words = slug.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The filters of a search in words, e.g. '"greenhouse" · VP Talent · Germany · Fintech +1 more ·
 * 10+ years': the default name of a saved search and its summary on /saved-searches. Labels come
 * from the reference data when given; every list shows its first label and how many more.
 */
export function summariseSearchFilters(filters: SavedSearchFilters, reference?: ReferenceData): string {
  const lists = reference ? listsOf(reference) : {};
  const labelOf = (key: (typeof ORDER)[number], slug: string) =>
    lists[key]?.find((option) => option.slug === slug.toLowerCase() || option.label.toLowerCase() === slug.toLowerCase())?.label ?? humanise(slug);
  const parts: string[] = [];
  for (const key of ORDER) {
    const value = filters[key]?.trim();
    if (!value) continue;
    if (key === 'q') parts.push(`"${value}"`);
    else if (key === 'yearsExperience') parts.push(`${value.replace(/\s+/g, '')} years`);
    else {
      const slugs = value.split(',').map((item) => item.trim()).filter(Boolean);
      if (slugs.length === 0) continue;
      const more = slugs.length > 1 ? ` +${slugs.length - 1} more` : '';
      parts.push(`${labelOf(key, slugs[0]!)}${more}`);
    }
  }
  const summary = parts.length > 0 ? parts.join(' · ') : savedSearchMessages.allLeaders;
  return summary.length > SAVED_SEARCH_NAME_MAX ? `${summary.slice(0, SAVED_SEARCH_NAME_MAX - 3).trimEnd()}...` : summary;
}

/** The /browse URL of a saved search: its filters as the query string (the same keys). */
export function browseQueryOf(filters: SavedSearchFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  return params.toString();
}
