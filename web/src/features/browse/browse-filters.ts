import {
  MULTI_FILTER_KEYS,
  SINGLE_FILTER_KEYS,
  type BrowseSearch,
  type BrowseParamKey,
  type MultiFilterKey,
  type SingleFilterKey,
} from '@contracts/directory/contracts/browse-search.contract.ts';

/**
 * Pure moves on the browse search (the URL state): set a single filter with the location cascade,
 * toggle one value of a multi-select, clear, count, and the query sent to GET /api/directory.
 * Every change goes back to page 1, because the old page number means nothing for a new result set.
 */

export function splitList(value: string | undefined): string[] {
  if (!value) return [];
  return value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

function joinList(values: string[]): string | undefined {
  return values.length > 0 ? values.join(',') : undefined;
}

function withoutEmpty(search: BrowseSearch): BrowseSearch {
  const result: BrowseSearch = {};
  for (const [key, value] of Object.entries(search) as [keyof BrowseSearch, string | undefined][]) {
    if (value !== undefined && value !== '') result[key] = value;
  }
  return result;
}

/**
 * Spec part 1 section 4, location cascade: a new region clears the country and cities, a new
 * country clears the cities, and remote (or no region) has neither.
 */
export function setSingleFilter(search: BrowseSearch, key: SingleFilterKey, value: string | undefined): BrowseSearch {
  const next: BrowseSearch = { ...search, [key]: value, page: undefined };
  if (key === 'region' && value !== search.region) {
    next.country = undefined;
    next.city = undefined;
  }
  if (key === 'country' && value !== search.country) next.city = undefined;
  return withoutEmpty(next);
}

export function toggleMultiFilter(search: BrowseSearch, key: MultiFilterKey, slug: string): BrowseSearch {
  const current = splitList(search[key]);
  const values = current.includes(slug) ? current.filter((value) => value !== slug) : [...current, slug];
  return withoutEmpty({ ...search, [key]: joinList(values), page: undefined });
}

export function setSearchText(search: BrowseSearch, text: string): BrowseSearch {
  return withoutEmpty({ ...search, q: text.trim() || undefined, page: undefined });
}

export function setPage(search: BrowseSearch, page: number): BrowseSearch {
  return withoutEmpty({ ...search, page: page > 1 ? String(page) : undefined });
}

/** 'Clear all' and 'Clear Filters': every filter and the search text go. */
export function clearFilters(): BrowseSearch {
  return {};
}

/** The filters of the drawer and sidebar only (not the search text or the page). */
export function pickFilters(search: BrowseSearch): BrowseSearch {
  const result: BrowseSearch = {};
  for (const key of [...SINGLE_FILTER_KEYS, ...MULTI_FILTER_KEYS]) {
    if (search[key]) result[key] = search[key];
  }
  return result;
}

/** Spec part 1 section 4: the number of single selections set plus the lengths of the multi-selects. */
export function countActiveFilters(search: BrowseSearch): number {
  const singles = SINGLE_FILTER_KEYS.filter((key) => Boolean(search[key])).length;
  const multis = MULTI_FILTER_KEYS.reduce((sum, key) => sum + splitList(search[key]).length, 0);
  return singles + multis;
}

export function hasAnyCriteria(search: BrowseSearch): boolean {
  return countActiveFilters(search) > 0 || Boolean(search.q);
}

/** The GET /api/directory query: the URL parameters under the same names, page 1 by default. */
export function toDirectoryQuery(search: BrowseSearch): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(search)) {
    if (typeof value === 'string' && value !== '') query[key] = value;
  }
  return query;
}

/** '{n} Talent Leader(s) Found', singular for one. */
export function formatResultCount(total: number): string {
  return `${total} Talent ${total === 1 ? 'Leader' : 'Leaders'} Found`;
}

/** At most `max` items, and how many more there are (for the '+N more' badge). */
export function takeVisible<T>(items: readonly T[], max: number): { shown: T[]; more: number } {
  return { shown: items.slice(0, max), more: Math.max(0, items.length - max) };
}

/**
 * A filter group as the directory names it when it offers to drop one ('did you mean'), with its
 * label and the parameters it spans: 'location' is the region, country and city together.
 */
const FILTER_GROUPS: Record<string, { label: string; keys: BrowseParamKey[] }> = {
  role: { label: 'Role', keys: ['role'] },
  location: { label: 'Location', keys: ['location', 'region', 'country', 'city'] },
  availability: { label: 'Availability', keys: ['availability'] },
  yearsExperience: { label: 'Years of experience', keys: ['yearsExperience'] },
  priceBands: { label: 'Price per day', keys: ['priceBands'] },
  industries: { label: 'Industries', keys: ['industries'] },
  technologies: { label: 'Technologies', keys: ['technologies'] },
  companySizes: { label: 'Company size', keys: ['companySizes'] },
  vcStages: { label: 'VC stage', keys: ['vcStages'] },
  languages: { label: 'Languages', keys: ['languages'] },
  markets: { label: 'Markets', keys: ['markets'] },
  revenueJourneys: { label: 'Revenue journeys', keys: ['revenueJourneys'] },
};

/** The filter's label as the panel shows it, or undefined for a group this screen does not know. */
export function filterGroupLabel(group: string): string | undefined {
  return FILTER_GROUPS[group]?.label;
}

/** The search without one filter group (every parameter it spans), back on the first page. */
export function dropFilterGroup(search: BrowseSearch, group: string): BrowseSearch {
  const next: BrowseSearch = { ...search };
  for (const key of FILTER_GROUPS[group]?.keys ?? []) delete next[key];
  delete next.page;
  return next;
}
