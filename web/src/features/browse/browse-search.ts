/** The /browse URL parameters of spec part 1 section 3, all optional strings (city comma-joined). */
export const BROWSE_PARAM_KEYS = ['q', 'role', 'location', 'region', 'country', 'city', 'availability', 'yearsExperience'] as const;

export type BrowseSearch = Partial<Record<(typeof BROWSE_PARAM_KEYS)[number], string>>;

/** Keeps the known parameters that carry a non-empty value; anything else in the URL is dropped. */
export function readBrowseSearch(search: Record<string, unknown>): BrowseSearch {
  const result: BrowseSearch = {};
  for (const key of BROWSE_PARAM_KEYS) {
    const value = search[key];
    if (typeof value === 'string' && value.trim() !== '') result[key] = value.trim();
    else if (typeof value === 'number') result[key] = String(value);
  }
  return result;
}
