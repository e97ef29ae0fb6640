import { DIRECTORY_PAGE_SIZE } from '../../contracts/search-directory.contract.ts';
import type { DirectoryRow } from './directory-card.ts';
import type { FacetIndex } from './facet-index.ts';
import type { LazyEntityManager } from './lazy-entity-manager.ts';
import type { ResolvedSearch } from './resolve-search-filters.ts';
import type { SearchDirectoryDependencies } from './search-dependencies.ts';
import { buildPageStatement, buildRowsByEntryStatement, needsWholeBio } from './search-directory.sql.ts';
import type { TextOf, TyposOf } from './search-text-matches.ts';

export type Page = { rows: DirectoryRow[]; /** The entries' bit positions, when the facet index chose them. */ positions?: number[] };

/**
 * The page's rows. With the facet index, the index picks the page in the statement's order
 * (relevance with free text, then newest approval, then id) and holds what its cards show, so
 * PostgreSQL is asked at most for 24 rows by number (their whole bios), instead of filtering,
 * ranking and sorting every match.
 */
export async function loadPage(em: LazyEntityManager, search: ResolvedSearch, facets: FacetIndex | undefined, textOf: TextOf, typosOf: TyposOf): Promise<Page> {
  const text = facets?.ready() ? await textOf() : undefined;
  if (facets?.ready() && (text || search.textTerms.length === 0)) {
    const positions = facets.pageOf(search, search.page, DIRECTORY_PAGE_SIZE, text);
    if (positions.length === 0) return { rows: [], positions };
    // The index holds every card's facts but the whole bio, which only a client's free-text
    // search shows (a snippet around the match): every other page needs no statement.
    const held = needsWholeBio(search) ? undefined : facets.rowsAt(positions);
    if (held) return { rows: held, positions };
    const statement = buildRowsByEntryStatement(search, positions);
    const rows = await em().execute<(DirectoryRow & { entry_no: number })[]>(statement.text, statement.params);
    const byNumber = new Map(rows.map(({ entry_no, ...row }) => [entry_no, row]));
    return { rows: positions.map((n) => byNumber.get(n)).filter((row) => row !== undefined), positions };
  }
  const page = buildPageStatement(search, DIRECTORY_PAGE_SIZE, await typosOf());
  return { rows: await em().execute<DirectoryRow[]>(page.text, page.params) };
}

/**
 * A cached page of a search, kept across directory versions whose changes cannot reach it (none
 * on it, none entering, leaving or moving before it); otherwise fetched again.
 */
export const pageRevision =
  (search: ResolvedSearch, version: string, deps: SearchDirectoryDependencies) =>
  <P extends { positions?: number[] }>(cachedAt: string, page: P): P | undefined =>
    page.positions && deps.facets?.pageUnchanged(search, cachedAt, version, page.positions, DIRECTORY_PAGE_SIZE) ? page : undefined;
