import type { SearchDirectoryQuery } from '../../contracts/search-directory.contract.ts';
import type { DirectoryReference } from '../../domain/directory-reference.ts';
import { resolveSearchFilters, type ResolvedSearch, type TextScope } from './resolve-search-filters.ts';

/** Distinct searches remembered per reference data; past it, the oldest is forgotten first. */
const REMEMBERED = 4_096;

const bySearch = new WeakMap<DirectoryReference, Map<string, ResolvedSearch>>();
/** The JSON of a remembered (frozen, shared: platform/http/remembered-queries.ts) query, written once. */
const jsonOfRemembered = new WeakMap<SearchDirectoryQuery, string>();

function jsonOf(query: SearchDirectoryQuery): string {
  if (!Object.isFrozen(query)) return JSON.stringify(query);
  let json = jsonOfRemembered.get(query);
  if (json === undefined) jsonOfRemembered.set(query, (json = JSON.stringify(query)));
  return json;
}

/**
 * resolveSearchFilters, remembered: the same query resolves to the same predicates, clauses and
 * cache key for as long as the reference data lives (it changes only with a new process), and
 * resolving (slug lookups, SQL fragments, the cache key's JSON) was 9% of a cached search's CPU.
 * A ResolvedSearch is never modified after it is built, so one can serve every request. Keyed by
 * the reference object, so apps in one test process never share. Refused queries (a 400) are not
 * remembered: they throw every time.
 */
export function resolveSearchFiltersOnce(query: SearchDirectoryQuery, reference: DirectoryReference, scope: TextScope): ResolvedSearch {
  let searches = bySearch.get(reference);
  if (!searches) bySearch.set(reference, (searches = new Map()));
  const key = `${scope}${jsonOf(query)}`;
  const known = searches.get(key);
  if (known) return known;
  const resolved = resolveSearchFilters(query, reference, scope);
  if (searches.size >= REMEMBERED) searches.delete(searches.keys().next().value!);
  searches.set(key, resolved);
  return resolved;
}
