import type { EntityManager } from '../../../../platform/db/orm.ts';
import {
  DIRECTORY_PAGE_SIZE,
  type DirectoryFacets,
  type SearchDirectoryQuery,
  type SearchDirectoryResponse,
} from '../../contracts/search-directory.contract.ts';
import type { DirectoryReference } from '../../domain/directory-reference.ts';
import { buildDirectoryCard, type DirectoryRow, type DirectoryViewer } from './directory-card.ts';
import { mapFacets, type RawCounts } from './map-facets.ts';
import { resolveSearchFilters } from './resolve-search-filters.ts';
import type { SearchCache } from './search-cache.ts';
import { buildCountsStatement, buildPageStatement } from './search-directory.sql.ts';

export type SearchDirectoryDependencies = { reference: DirectoryReference; cache: SearchCache };

type Counts = { total: number; facets: DirectoryFacets };

/**
 * One page of the directory for this viewer, with the total and the facet counts. At most three
 * statements: the directory version, then the page and the counts (in parallel), each skipped when
 * cached for that version. Cards are shaped for the viewer after the cache, never inside it.
 */
export async function searchDirectory(
  em: EntityManager,
  query: SearchDirectoryQuery,
  viewer: DirectoryViewer,
  { reference, cache }: SearchDirectoryDependencies,
): Promise<SearchDirectoryResponse> {
  const search = resolveSearchFilters(query, reference);
  const [state] = await em.execute<{ version: string }[]>('SELECT version::text AS version FROM directory_state');
  const version = state?.version ?? '';

  const [rows, counts] = await Promise.all([
    cache.getOrCompute(`page:${search.page}:${search.cacheKey}`, version, async () => {
      const page = buildPageStatement(search, DIRECTORY_PAGE_SIZE);
      return em.execute<DirectoryRow[]>(page.text, page.params);
    }),
    cache.getOrCompute(`counts:${search.cacheKey}`, version, async (): Promise<Counts> => {
      const statement = buildCountsStatement(search);
      const [row] = await em.execute<{ total: number; counts: RawCounts }[]>(statement.text, statement.params);
      return { total: row!.total, facets: mapFacets(reference, row!.counts) };
    }),
  ]);

  return {
    total: counts.total,
    page: search.page,
    pageSize: DIRECTORY_PAGE_SIZE,
    results: rows.map((row) => buildDirectoryCard(reference, row, viewer)),
    facets: counts.facets,
  };
}
