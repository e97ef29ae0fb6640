import type { ProfileFormValues } from '@contracts/profiles/contracts/profile-dto.contract.ts';
import type { ReferenceData } from '../reference/use-reference-data.ts';

/**
 * The edit form's values: building the empty form, pruning selections that are not among the
 * options (spec part 1 section 5), and the location cascade (section 4). Pure, unit-tested.
 */

export type { ProfileFormValues };

type OptionReference = Pick<
  ReferenceData,
  | 'roles'
  | 'regions'
  | 'priceBands'
  | 'industries'
  | 'technologies'
  | 'companySizes'
  | 'vcStages'
  | 'languages'
  | 'markets'
  | 'revenueJourneys'
  | 'yearsOfExperience'
  | 'profileAvailability'
>;

const LIST_FIELDS = [
  'priceRanges',
  'industries',
  'technologies',
  'companySizes',
  'vcStages',
  'languages',
  'markets',
  'revenueJourneys',
] as const;
type ListField = (typeof LIST_FIELDS)[number];

export function emptyProfileValues(prefill: { firstName?: string | null; lastName?: string | null; email?: string | null } = {}): ProfileFormValues {
  return {
    firstName: prefill.firstName ?? '',
    lastName: prefill.lastName ?? '',
    role: '',
    region: '',
    country: '',
    city: [],
    yearsExperience: '',
    availability: '',
    email: prefill.email ?? '',
    phone: '',
    linkedinUrl: '',
    cvUrl: '',
    bio: '',
    priceRanges: [],
    industries: [],
    technologies: [],
    companySizes: [],
    vcStages: [],
    languages: [],
    markets: [],
    revenueJourneys: [],
  };
}

/** The ids each multi-select may hold (VC stages: only those offered on profiles). */
export function listOptionIds(reference: OptionReference): Record<ListField, Set<string>> {
  const ids = (options: { id: string }[]) => new Set(options.map((option) => option.id));
  return {
    priceRanges: ids(reference.priceBands),
    industries: ids(reference.industries),
    technologies: ids(reference.technologies),
    companySizes: ids(reference.companySizes),
    vcStages: ids(reference.vcStages.filter((stage) => stage.onProfile)),
    languages: ids(reference.languages),
    markets: ids(reference.markets),
    revenueJourneys: ids(reference.revenueJourneys),
  };
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/**
 * Any stored or drafted values (possibly from an older form, or edited by hand in storage) as
 * clean form values: unknown fields dropped, selections not among the options removed, and a
 * location whose parts do not belong together cut back to the part that does.
 */
export function pruneProfileValues(input: Record<string, unknown>, reference: OptionReference): ProfileFormValues {
  const values = emptyProfileValues();
  for (const field of ['firstName', 'lastName', 'email', 'phone', 'linkedinUrl', 'cvUrl', 'bio'] as const) {
    values[field] = text(input[field]);
  }
  const optionIds = listOptionIds(reference);
  for (const field of LIST_FIELDS) {
    values[field] = [...new Set(strings(input[field]))].filter((id) => optionIds[field].has(id));
  }
  const role = text(input.role);
  values.role = reference.roles.some((option) => option.id === role) ? role : '';
  const years = text(input.yearsExperience);
  values.yearsExperience = reference.yearsOfExperience.some((option) => option.slug === years)
    ? (years as ProfileFormValues['yearsExperience'])
    : '';
  const availability = text(input.availability);
  values.availability = reference.profileAvailability.some((option) => option.slug === availability)
    ? (availability as ProfileFormValues['availability'])
    : '';

  const region = reference.regions.find((option) => option.id === text(input.region));
  const country = region?.countries.find((option) => option.id === text(input.country));
  const cityIds = new Set(country?.cities.map((city) => city.id));
  values.region = region?.id ?? '';
  values.country = country?.id ?? '';
  values.city = [...new Set(strings(input.city))].filter((id) => cityIds.has(id));
  return values;
}

/** Spec part 1 section 4: changing the region clears country and cities (remote or none included). */
export function changeRegion(region: string): Pick<ProfileFormValues, 'region' | 'country' | 'city'> {
  return { region, country: '', city: [] };
}

/** Changing the country clears the cities. */
export function changeCountry(country: string): Pick<ProfileFormValues, 'country' | 'city'> {
  return { country, city: [] };
}

/** A city (or any option) toggle adds it when absent and removes it when present. */
export function toggleSelection(selected: readonly string[], id: string): string[] {
  return selected.includes(id) ? selected.filter((item) => item !== id) : [...selected, id];
}

/** Whether two sets of form values differ (the draft only matters when it does). */
export function differsFrom(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  return JSON.stringify(a, Object.keys(a).sort()) !== JSON.stringify(b, Object.keys(b).sort());
}
