/**
 * /content's URL: `search` (free text), `category` (a category slug) and `page`. The URL is the
 * only filter state, so a search can be shared and walked back with the back button. Page 1 and
 * empty values are left out, so /content stays /content.
 */
export type HubSearch = { search?: string; category?: string; page?: number };

const MAX_SEARCH_LENGTH = 200;
const CATEGORY_SLUG = /^[a-z0-9-]{1,120}$/;
const MAX_PAGE = 10_000;

/** The router's validateSearch: keeps what the API would accept, drops anything else. */
export function readHubSearch(raw: Record<string, unknown>): HubSearch {
  const result: HubSearch = {};
  const search = typeof raw.search === 'string' ? raw.search.trim().slice(0, MAX_SEARCH_LENGTH) : '';
  if (search) result.search = search;
  if (typeof raw.category === 'string' && CATEGORY_SLUG.test(raw.category)) result.category = raw.category;
  const page = Number(raw.page);
  if (Number.isInteger(page) && page > 1 && page <= MAX_PAGE) result.page = page;
  return result;
}

/** A new search text starts again at page 1. */
export function withSearchText(current: HubSearch, text: string): HubSearch {
  return readHubSearch({ ...current, search: text, page: undefined });
}

/** '' is 'All Categories'; a new category starts again at page 1. */
export function withCategory(current: HubSearch, category: string): HubSearch {
  return readHubSearch({ ...current, category, page: undefined });
}

export function withPage(current: HubSearch, page: number): HubSearch {
  return readHubSearch({ ...current, page });
}

export function hasHubCriteria(search: HubSearch): boolean {
  return Boolean(search.search || search.category);
}
