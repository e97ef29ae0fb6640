import type { SearchDirectoryQuery } from '../../contracts/search-directory.contract.ts';
import type { DirectoryReference } from '../../domain/directory-reference.ts';
import { resolveSearchFilters, type ResolvedSearch, type TextScope } from './resolve-search-filters.ts';

/** Distinct searches remembered per reference data; past it, the oldest is forgotten first. */
const REMEMBERED = 4_096;

const bySearch = new WeakMap<DirectoryReference, Map<string, ResolvedSearch>>();

/**
 * The searches a remembered query (frozen and shared by every request repeating its query string:
 * platform/http/remembered-queries.ts) resolved to, beside it: found without writing its JSON
 * again or hashing a key of a few hundred characters.
 */
type ResolvedBeside = { reference: DirectoryReference } & Partial<Record<TextScope, ResolvedSearch>>;
const besideRemembered = new WeakMap<SearchDirectoryQuery, ResolvedBeside>();

/**
 * resolveSearchFilters, remembered: the same query resolves to the same predicates, clauses and
 * cache key for as long as the reference data lives (it changes only with a new process), and
 * resolving (slug lookups, SQL fragments, the cache key's JSON) was 9% of a cached search's CPU.
 * A ResolvedSearch is never modified after it is built, so one can serve every request. Keyed by
 * the reference object, so apps in one test process never share. Refused queries (a 400) are not
 * remembered: they throw every time.
 */
export function resolveSearchFiltersOnce(query: SearchDirectoryQuery, reference: DirectoryReference, scope: TextScope): ResolvedSearch {
  const frozen = Object.isFrozen(query);
  let beside = frozen ? besideRemembered.get(query) : undefined;
  if (beside?.reference !== reference) beside = undefined;
  const found = beside?.[scope];
  if (found) return found;
  const resolved = resolveByJson(query, reference, scope);
  if (frozen) {
    beside ??= { reference };
    beside[scope] = resolved;
    besideRemembered.set(query, beside);
  }
  return resolved;
}

/** Equal queries (whatever their query strings' order) resolve to one ResolvedSearch, found by the query's JSON. */
function resolveByJson(query: SearchDirectoryQuery, reference: DirectoryReference, scope: TextScope): ResolvedSearch {
  let searches = bySearch.get(reference);
  if (!searches) bySearch.set(reference, (searches = new Map()));
  const key = `${scope}${JSON.stringify(query)}`;
  const known = searches.get(key);
  if (known) return known;
  const resolved = resolveSearchFilters(query, reference, scope);
  if (searches.size >= REMEMBERED) searches.delete(searches.keys().next().value!);
  searches.set(key, resolved);
  return resolved;
}
