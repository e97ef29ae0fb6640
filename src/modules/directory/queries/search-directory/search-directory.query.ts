import type { EntityManager } from '../../../../platform/db/orm.ts';
import {
  DIRECTORY_PAGE_SIZE,
  searchDirectoryResponseSchema,
  type DirectoryFacets,
  type SearchDirectoryQuery,
  type SearchDirectoryResponse,
} from '../../contracts/search-directory.contract.ts';
import type { DirectoryReference } from '../../domain/directory-reference.ts';
import { buildDirectoryCard, type DirectoryRow, type DirectoryViewer } from './directory-card.ts';
import type { FacetIndex } from './facet-index.ts';
import { mapFacets, type RawCounts } from './map-facets.ts';
import { resolveSearchFilters, type ResolvedSearch, type TextScope } from './resolve-search-filters.ts';
import type { SearchCache } from './search-cache.ts';
import {
  buildCountsStatement,
  buildPageStatement,
  buildRowsByEntryStatement,
  parseTextMatches,
  textMatchesStatement,
} from './search-directory.sql.ts';
import type { TextMatches } from './text-index.ts';

export type SearchDirectoryDependencies = {
  reference: DirectoryReference;
  cache: SearchCache;
  /** This process's in-memory facet index; without it (or while it loads) counts come from SQL. */
  facets?: FacetIndex;
  /** Reads the version (shared between concurrent searches, see shared-version-read.ts); default: on `em`. */
  readVersion?: () => Promise<string>;
};

type Counts = { total: number; facets: DirectoryFacets };
type Computed = { search: ResolvedSearch; rows: DirectoryRow[]; counts: Counts };

/** The directory version, and the facet index brought up to it: the first statement of every search. */
export async function readDirectoryVersion(em: EntityManager, facets: FacetIndex | undefined): Promise<string> {
  if (facets) return facets.readVersion(em);
  const [state] = await em.execute<{ version: string }[]>('SELECT version::text AS version FROM directory_state');
  return state?.version ?? '';
}

/** The free-text matches of one search, read at most once however many parts of it need them. */
type TextOf = () => Promise<TextMatches | undefined>;

/** In memory when the index is ready (no statement), otherwise one statement in PostgreSQL. */
function textMatchesOnce(em: EntityManager, search: ResolvedSearch, facets: FacetIndex | undefined): TextOf {
  let matches: Promise<TextMatches | undefined> | undefined;
  const inSql = () => {
    const statement = textMatchesStatement(search);
    return em.execute<{ matches: string }[]>(statement.text, statement.params).then(([row]) => parseTextMatches(row!.matches));
  };
  return () => {
    if (search.textTerms.length === 0) return Promise.resolve(undefined);
    matches ??= Promise.resolve(facets?.matchText(search) ?? inSql());
    return matches;
  };
}

async function countMatches(em: EntityManager, search: ResolvedSearch, deps: SearchDirectoryDependencies, textOf: TextOf): Promise<Counts> {
  const { facets, reference } = deps;
  if (facets?.ready()) {
    const text = await textOf();
    // The index may have been reset for a reload while the matches were read: then SQL counts.
    if (facets.ready()) {
      const { total, counts } = facets.count(search, text);
      return { total, facets: mapFacets(reference, counts) };
    }
  }
  const statement = buildCountsStatement(search);
  const [row] = await em.execute<{ total: number; counts: RawCounts }[]>(statement.text, statement.params);
  return { total: row!.total, facets: mapFacets(reference, row!.counts) };
}

/**
 * The page's rows. With the facet index, the index picks the page in the statement's order
 * (relevance with free text, then newest approval, then id), so PostgreSQL only fetches 24 rows by
 * number instead of filtering, ranking and sorting every match.
 */
async function loadPage(em: EntityManager, search: ResolvedSearch, facets: FacetIndex | undefined, textOf: TextOf): Promise<DirectoryRow[]> {
  const text = facets?.ready() ? await textOf() : undefined;
  if (facets?.ready() && (text || search.textTerms.length === 0)) {
    const numbers = facets.pageOf(search, search.page, DIRECTORY_PAGE_SIZE, text);
    if (numbers.length === 0) return [];
    const statement = buildRowsByEntryStatement(numbers);
    const rows = await em.execute<(DirectoryRow & { entry_no: number })[]>(statement.text, statement.params);
    const byNumber = new Map(rows.map(({ entry_no, ...row }) => [entry_no, row]));
    return numbers.map((n) => byNumber.get(n)).filter((row) => row !== undefined);
  }
  const page = buildPageStatement(search, DIRECTORY_PAGE_SIZE);
  return em.execute<DirectoryRow[]>(page.text, page.params);
}

/** A cached answer for this search stays valid across directory versions whose changes cannot touch it. */
const unaffectedSince = (search: ResolvedSearch, version: string, deps: SearchDirectoryDependencies) => (cachedAt: string) =>
  deps.facets?.unaffected(search, cachedAt, version) ?? false;

const countsOf = (em: EntityManager, search: ResolvedSearch, version: string, deps: SearchDirectoryDependencies, textOf: TextOf) =>
  deps.cache.getOrCompute(
    `counts:${search.cacheKey}`,
    version,
    () => countMatches(em, search, deps, textOf),
    unaffectedSince(search, version, deps),
  );

/**
 * The page rows and counts of a search. With the index: two statements, the directory version
 * (which also brings the index up to date) and the page's 24 rows; free text is matched in memory.
 * Without the index (or while it loads), at most three: the version, the page and one counts
 * statement (which match the free text themselves). Page and counts are skipped when cached.
 */
async function compute(
  em: EntityManager,
  query: SearchDirectoryQuery,
  scope: TextScope,
  deps: SearchDirectoryDependencies,
): Promise<Computed> {
  const search = resolveSearchFilters(query, deps.reference, scope);
  const version = await (deps.readVersion?.() ?? readDirectoryVersion(em, deps.facets));
  const textOf = textMatchesOnce(em, search, deps.facets);
  const [rows, counts] = await Promise.all([
    deps.cache.getOrCompute(
      `page:${search.page}:${search.cacheKey}`,
      version,
      () => loadPage(em, search, deps.facets, textOf),
      unaffectedSince(search, version, deps),
    ),
    countsOf(em, search, version, deps, textOf),
  ]);
  return { search, rows, counts };
}

function respond({ search, rows, counts }: Computed, reference: DirectoryReference, viewer: DirectoryViewer): SearchDirectoryResponse {
  return {
    total: counts.total,
    page: search.page,
    pageSize: DIRECTORY_PAGE_SIZE,
    results: rows.map((row) => buildDirectoryCard(reference, row, viewer)),
    facets: counts.facets,
  };
}

/**
 * Only a signed-in client sees names and bios on every card, so only a client's free text matches
 * them. An executive sees their own card in full but no one else's: matching names for them would
 * reveal other executives' names, so they search as a visitor does.
 */
function textScopeOf(viewer: DirectoryViewer): TextScope {
  return viewer?.userType === 'client' ? 'full' : 'preview';
}

/**
 * One page of the directory for this viewer, with the total and the facet counts. Cards are
 * shaped for the viewer after the cache, never inside it.
 */
export async function searchDirectory(
  em: EntityManager,
  query: SearchDirectoryQuery,
  viewer: DirectoryViewer,
  deps: SearchDirectoryDependencies,
): Promise<SearchDirectoryResponse> {
  return respond(await compute(em, query, textScopeOf(viewer), deps), deps.reference, viewer);
}

/**
 * Which viewers see the same JSON for the same search: every client (full cards, none their own),
 * and everyone who gets previews except an executive, whose own card may be on the page.
 */
function audienceOf(viewer: DirectoryViewer): 'full' | 'preview' | undefined {
  if (viewer?.userType === 'client') return 'full';
  if (viewer?.userType === 'executive') return undefined;
  return 'preview';
}

/**
 * The same answer as `searchDirectory`, serialised as UTF-8 JSON. The JSON of a search is cached
 * per audience and directory version, checked against the response schema once when built, so a
 * repeated search costs the version read and a buffer write, not a card build, a schema parse, a
 * stringify and an encoding.
 */
export async function searchDirectoryJson(
  em: EntityManager,
  query: SearchDirectoryQuery,
  viewer: DirectoryViewer,
  deps: SearchDirectoryDependencies,
): Promise<Buffer> {
  const audience = audienceOf(viewer);
  const serialise = (computed: Computed) =>
    Buffer.from(JSON.stringify(searchDirectoryResponseSchema.parse(respond(computed, deps.reference, viewer))));
  const scope = textScopeOf(viewer);
  if (!audience) return serialise(await compute(em, query, scope, deps));
  const search = resolveSearchFilters(query, deps.reference, scope);
  const version = await (deps.readVersion?.() ?? readDirectoryVersion(em, deps.facets));
  // The JSON holds the page, so the page rows are not cached apart; counts are, for every page.
  return deps.cache.getOrCompute(
    `json:${audience}:${search.page}:${search.cacheKey}`,
    version,
    async () => {
      const textOf = textMatchesOnce(em, search, deps.facets);
      const [rows, counts] = await Promise.all([loadPage(em, search, deps.facets, textOf), countsOf(em, search, version, deps, textOf)]);
      return serialise({ search, rows, counts });
    },
    unaffectedSince(search, version, deps),
  );
}
