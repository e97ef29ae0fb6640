import type { EntityManager } from '../../../../platform/db/orm.ts';
import {
  DIRECTORY_PAGE_SIZE,
  type SearchDirectoryQuery,
  type SearchDirectoryResponse,
} from '../../contracts/search-directory.contract.ts';
import type { DirectoryReference } from '../../domain/directory-reference.ts';
import type { CountsCache, SearchCounts } from './counts-cache.ts';
import { buildDirectoryCard, type DirectoryRow, type DirectoryViewer } from './directory-card.ts';
import { mapFacets, type RawCounts } from './map-facets.ts';
import { resolveSearchFilters } from './resolve-search-filters.ts';
import { buildCountsStatement, buildPageStatement } from './search-directory.sql.ts';

export type SearchDirectoryDependencies = { reference: DirectoryReference; counts: CountsCache };

type PageRow = { version: string } & ({ executive_id: null } | DirectoryRow);

/**
 * One page of the directory for this viewer, with the total and the facet counts. At most two
 * statements: the page (with the directory version), then the counts unless cached for that version.
 */
export async function searchDirectory(
  em: EntityManager,
  query: SearchDirectoryQuery,
  viewer: DirectoryViewer,
  { reference, counts }: SearchDirectoryDependencies,
): Promise<SearchDirectoryResponse> {
  const search = resolveSearchFilters(query, reference);

  const page = buildPageStatement(search, DIRECTORY_PAGE_SIZE);
  const rows = await em.execute<PageRow[]>(page.text, page.params);
  const version = rows[0]?.version ?? '';
  const cards = rows
    .filter((row): row is { version: string } & DirectoryRow => row.executive_id !== null)
    .map((row) => buildDirectoryCard(reference, row, viewer));

  let found = counts.get(search.cacheKey, version);
  if (!found) {
    const statement = buildCountsStatement(search);
    const [row] = await em.execute<{ version: string; total: number; counts: RawCounts }[]>(statement.text, statement.params);
    found = { version: row!.version, total: row!.total, facets: mapFacets(reference, row!.counts) } satisfies SearchCounts;
    counts.set(search.cacheKey, found);
  }

  return { total: found.total, page: search.page, pageSize: DIRECTORY_PAGE_SIZE, results: cards, facets: found.facets };
}
