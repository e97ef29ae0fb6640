import { setImmediate as nextTurn } from 'node:timers/promises';
import type { SearchSuggestions } from '../../contracts/search-directory.contract.ts';
import type { LazyEntityManager } from './lazy-entity-manager.ts';
import type { RawCounts } from './map-facets.ts';
import type { ResolvedSearch } from './resolve-search-filters.ts';
import { cacheKeysOf } from './search-cache-keys.ts';
import type { SearchDirectoryDependencies } from './search-dependencies.ts';
import { buildCountsStatement, needsWholeBio } from './search-directory.sql.ts';
import type { IndexCounts } from './search-revision.ts';
import { FEW_RESULTS } from './search-suggestions.ts';
import type { TextOf, TyposOf } from './search-text-matches.ts';

/** A search's total and raw counts, with its facets' JSON once an answer needed it (the same for every page and audience). */
export type Counts = IndexCounts & { facetsJson?: Buffer; suggestions?: SearchSuggestions };

async function countMatches(
  em: LazyEntityManager,
  search: ResolvedSearch,
  deps: SearchDirectoryDependencies,
  textOf: TextOf,
  typosOf: TyposOf,
): Promise<Counts> {
  const { facets } = deps;
  if (facets?.ready()) {
    const text = await textOf();
    // When the page's rows are read (a client's free text: their whole bios), one turn of the event
    // loop first lets that statement, issued just before, reach PostgreSQL, which fetches the rows
    // on another core while this counts instead of after (p50 at one connection 4.2 -> 3.1 ms,
    // docs/benchmarks.md). Every other page comes from the index: nothing to wait for.
    if (needsWholeBio(search)) await nextTurn();
    // The index may have been reset for a reload while the matches were read: then SQL counts.
    if (facets.ready()) {
      const counts = facets.count(search, text);
      // Only a search that found few looks for better ones (a few milliseconds, then cached with its counts).
      const suggestions = counts.total < FEW_RESULTS ? facets.suggest(search, text, counts.total) : undefined;
      return suggestions ? { ...counts, suggestions } : counts;
    }
  }
  const statement = buildCountsStatement(search, await typosOf());
  const [row] = await em().execute<{ total: number; counts: RawCounts }[]>(statement.text, statement.params);
  return { total: row!.total, counts: row!.counts };
}

/** Cached counts, brought up to date with the changes since rather than counted again when the index can. */
export const countsOf = (
  em: LazyEntityManager,
  search: ResolvedSearch,
  version: string,
  deps: SearchDirectoryDependencies,
  textOf: TextOf,
  typosOf: TyposOf,
) =>
  deps.cache.getOrCompute<Counts>(
    cacheKeysOf(search).counts,
    version,
    () => countMatches(em, search, deps, textOf, typosOf),
    (cachedAt, counts) => deps.facets?.countsAfter(search, cachedAt, version, counts),
  );
