import type { EntityManager } from '../../../../platform/db/orm.ts';
import {
  DIRECTORY_PAGE_SIZE,
  searchDirectoryResponseSchema,
  type SearchDirectoryQuery,
  type SearchDirectoryResponse,
} from '../../contracts/search-directory.contract.ts';
import type { DirectoryReference } from '../../domain/directory-reference.ts';
import { buildDirectoryCard, type DirectoryRow, type DirectoryViewer } from './directory-card.ts';
import { forkOnFirstUse, type LazyEntityManager } from './lazy-entity-manager.ts';
import { mapFacets } from './map-facets.ts';
import { resolveSearchFilters, type ResolvedSearch } from './resolve-search-filters.ts';
import { textScopeOf } from './search-audience.ts';
import { countsOf, type Counts } from './search-counts.ts';
import type { SearchDirectoryDependencies } from './search-dependencies.ts';
import { highlighterOf } from './search-highlights.ts';
import { loadPage, pageRevision } from './search-page.ts';
import { typosInSqlOnce, textMatchesOnce } from './search-text-matches.ts';
import { versionFor } from './search-version.ts';

type Computed = { search: ResolvedSearch; rows: DirectoryRow[]; counts: Counts };

/**
 * The page rows and counts of a search. With the index: two statements, the directory version
 * (which also brings the index up to date) and the page's 24 rows; free text is matched in memory.
 * Without the index (or while it loads), at most three: the version, the page and one counts
 * statement (which match the free text themselves). Page and counts are skipped when cached.
 */
async function compute(
  em: LazyEntityManager,
  query: SearchDirectoryQuery,
  viewer: DirectoryViewer,
  deps: SearchDirectoryDependencies,
): Promise<Computed> {
  const search = resolveSearchFilters(query, deps.reference, textScopeOf(viewer));
  const version = await versionFor(em, viewer, deps);
  const typosOf = typosInSqlOnce(em, search, deps);
  const textOf = textMatchesOnce(em, search, deps.facets, typosOf);
  const [page, counts] = await Promise.all([
    deps.cache.getOrCompute(`page:${search.page}:${search.cacheKey}`, version, () => loadPage(em, search, deps.facets, textOf, typosOf), pageRevision(search, version, deps)),
    countsOf(em, search, version, deps, textOf, typosOf),
  ]);
  return { search, rows: page.rows, counts };
}

function respond({ search, rows, counts }: Computed, reference: DirectoryReference, viewer: DirectoryViewer): SearchDirectoryResponse {
  return {
    total: counts.total,
    page: search.page,
    pageSize: DIRECTORY_PAGE_SIZE,
    results: rows.map((row) => buildDirectoryCard(reference, row, viewer, highlighterOf(search))),
    facets: mapFacets(reference, counts.counts),
    ...(counts.suggestions ? { suggestions: counts.suggestions } : {}),
  };
}

/** An executive's search: their own card may be on the page, so nothing of the answer is shared. */
export async function answerInFull(entityManager: () => EntityManager, query: SearchDirectoryQuery, viewer: DirectoryViewer, deps: SearchDirectoryDependencies): Promise<Buffer> {
  const computed = await compute(forkOnFirstUse(entityManager), query, viewer, deps);
  return Buffer.from(JSON.stringify(searchDirectoryResponseSchema.parse(respond(computed, deps.reference, viewer))));
}
