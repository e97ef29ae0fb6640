/**
 * The /browse URL parameters: the spec's (part 1 section 3: q, role, location, region, country,
 * city, availability, yearsExperience) plus the other filters under the API's names, and the page.
 * Every value is a string; multi-selects are comma-joined slugs (city=berlin,munich). The URL is the
 * only filter state, so a search can be bookmarked, shared and walked back with the back button.
 * Shared by the web (the /browse route) and the API (which preloads the first load's search, see
 * src/page-preloads.ts).
 */
export const SINGLE_FILTER_KEYS = ['role', 'location', 'region', 'country', 'availability', 'yearsExperience', 'priceBands'] as const;
export const MULTI_FILTER_KEYS = [
  'city',
  'industries',
  'technologies',
  'companySizes',
  'vcStages',
  'languages',
  'markets',
  'revenueJourneys',
] as const;
export const BROWSE_PARAM_KEYS = ['q', ...SINGLE_FILTER_KEYS, ...MULTI_FILTER_KEYS, 'page'] as const;

export type SingleFilterKey = (typeof SINGLE_FILTER_KEYS)[number];
export type MultiFilterKey = (typeof MULTI_FILTER_KEYS)[number];
export type BrowseParamKey = (typeof BROWSE_PARAM_KEYS)[number];
export type BrowseSearch = Partial<Record<BrowseParamKey, string>>;

/** Keeps the known parameters that carry a non-empty value; anything else in the URL is dropped. */
export function readBrowseSearch(search: Record<string, unknown>): BrowseSearch {
  const result: BrowseSearch = {};
  for (const key of BROWSE_PARAM_KEYS) {
    const value = search[key];
    if (typeof value === 'string' && value.trim() !== '') result[key] = value.trim();
    else if (typeof value === 'number') result[key] = String(value);
  }
  if (result.page !== undefined && !/^[1-9]\d{0,4}$/.test(result.page)) delete result.page;
  if (result.page === '1') delete result.page;
  return result;
}

/**
 * The GET /api/directory address of a /browse search: the URL parameters under the same names, in
 * BROWSE_PARAM_KEYS order. The web fetches it and the API preloads it on a first load of /browse,
 * and the browser hands the preloaded answer over only when the two addresses match to the byte.
 */
export function directorySearchPath(search: BrowseSearch): string {
  const params = new URLSearchParams();
  for (const key of BROWSE_PARAM_KEYS) {
    const value = search[key];
    if (value) params.set(key, value);
  }
  const query = params.toString();
  return query ? `/api/directory?${query}` : '/api/directory';
}
