import {
  MULTI_FILTER_KEYS,
  SINGLE_FILTER_KEYS,
  type BrowseSearch,
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
