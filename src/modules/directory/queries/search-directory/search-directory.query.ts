import { setImmediate as nextTurn } from 'node:timers/promises';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import {
  DIRECTORY_PAGE_SIZE,
  searchDirectoryResponseSchema,
  searchSuggestionsSchema,
  type SearchDirectoryQuery,
  type SearchDirectoryResponse,
  type SearchSuggestions,
} from '../../contracts/search-directory.contract.ts';
import type { DirectoryReference } from '../../domain/directory-reference.ts';
import { READ_DIRECTORY_VERSION_SQL } from '../../domain/record-change.ts';
import { buildDirectoryCard, type DirectoryRow, type DirectoryViewer } from './directory-card.ts';
import type { FacetIndex } from './facet-index.ts';
import { mapFacets, type RawCounts } from './map-facets.ts';
import { resolveSearchFilters, type ResolvedSearch, type TextScope } from './resolve-search-filters.ts';
import { FEW_RESULTS } from './search-suggestions.ts';
import { createHighlighter, type Highlighter } from './search-highlights.ts';
import { resolveSearchFiltersOnce } from './resolved-searches.ts';
import type { SearchCache } from './search-cache.ts';
import type { IndexCounts } from './search-revision.ts';
import {
  buildCountsStatement,
  buildPageStatement,
  buildRowsByEntryStatement,
  parseTextMatches,
  textMatchesStatement,
  type QueryTypos,
} from './search-directory.sql.ts';
import type { TextMatches } from './text-match.ts';
import { createSqlVocabulary, type SqlVocabulary } from './sql-vocabulary.ts';

export type SearchDirectoryDependencies = {
  reference: DirectoryReference;
  cache: SearchCache;
  /** This process's in-memory facet index; without it (or while it loads) counts come from SQL. */
  facets?: FacetIndex;
  /** Reads the version (shared between concurrent searches, see shared-version-read.ts); default: on `em`. */
  readVersion?: () => Promise<string>;
  /**
   * The version this process already knows to be current, with no round trip (followed by
   * LISTEN/NOTIFY, decision 024); undefined when it cannot vouch for one, and the search reads it.
   */
  knownVersion?: () => string | undefined;
  /** The words the SQL path reaches with typos (sql-vocabulary.ts); default: read for each search. */
  sqlVocabulary?: SqlVocabulary;
};

/** A search's total and raw counts, with its facets' JSON once an answer needed it (the same for every page and audience). */
type Counts = IndexCounts & { facetsJson?: Buffer; suggestions?: SearchSuggestions };
type Page = { rows: DirectoryRow[]; /** The entries' bit positions, when the facet index chose them. */ positions?: number[] };
type Computed = { search: ResolvedSearch; rows: DirectoryRow[]; counts: Counts };

/**
 * The search's EntityManager, forked only when a statement is sent: an answer from the cache
 * never needs one (a fork is 5% of a cached search's CPU). Decision 029.
 */
type LazyEntityManager = () => EntityManager;

function once(fork: () => EntityManager): LazyEntityManager {
  let em: EntityManager | undefined;
  return () => (em ??= fork());
}

/** The directory version, and the facet index brought up to it: the first statement of every search. */
export async function readDirectoryVersion(em: EntityManager, facets: FacetIndex | undefined): Promise<string> {
  if (facets) return facets.readVersion(em);
  const [state] = await em.execute<{ version: string }[]>(READ_DIRECTORY_VERSION_SQL);
  return state?.version ?? '';
}

/**
 * Executives (their profile) and super admins (approvals, revocations) are the only people whose
 * actions change the directory: their searches always read the version, so each sees their own
 * change at once, whichever process answers and however late its notification is. Everyone
 * else's search uses the version the process follows, which is never more than 100 ms behind.
 */
function mayHaveJustWritten(viewer: DirectoryViewer): boolean {
  return viewer?.userType === 'executive' || viewer?.isSuperAdmin === true;
}

/** The version a search answers for when it is known without a round trip. */
function knownVersionFor(viewer: DirectoryViewer, deps: SearchDirectoryDependencies): string | undefined {
  return mayHaveJustWritten(viewer) ? undefined : deps.knownVersion?.();
}

/** The version a search answers for: known without a round trip when possible, otherwise read. */
async function versionFor(em: LazyEntityManager, viewer: DirectoryViewer, deps: SearchDirectoryDependencies): Promise<string> {
  return knownVersionFor(viewer, deps) ?? (await (deps.readVersion?.() ?? readDirectoryVersion(em(), deps.facets)));
}

/** A free-text search's highlighter (why each card matched), made once per resolved search. */
const highlighters = new WeakMap<ResolvedSearch, Highlighter>();
function highlighterOf(search: ResolvedSearch): Highlighter | undefined {
  if (search.textTerms.length === 0) return undefined;
  let highlighter = highlighters.get(search);
  if (!highlighter) highlighters.set(search, (highlighter = createHighlighter(search.textQuery)));
  return highlighter;
}

/** The free-text matches of one search, read at most once however many parts of it need them. */
type TextOf = () => Promise<TextMatches | undefined>;

/** The typo lexemes of a search's terms for its SQL statements, read at most once per search (none without free text). */
type TyposOf = () => Promise<QueryTypos>;

function typosInSqlOnce(em: LazyEntityManager, search: ResolvedSearch, deps: SearchDirectoryDependencies): TyposOf {
  let typos: Promise<QueryTypos> | undefined;
  return () => {
    if (search.textTerms.length === 0) return Promise.resolve([]);
    typos ??= (deps.sqlVocabulary ?? createSqlVocabulary()).typosOf(em(), search.textQuery);
    return typos;
  };
}

async function textMatchesInSql(em: LazyEntityManager, search: ResolvedSearch, typosOf: TyposOf): Promise<TextMatches> {
  const statement = textMatchesStatement(search, await typosOf());
  return em().execute<{ matches: string }[]>(statement.text, statement.params).then(([row]) => parseTextMatches(row!.matches));
}

/**
 * In memory when the index is ready (no statement), otherwise one statement in PostgreSQL. (No
 * named closure here: the bundle's keepNames names each one as it is made, 1% of a cached search.)
 */
function textMatchesOnce(em: LazyEntityManager, search: ResolvedSearch, facets: FacetIndex | undefined, typosOf: TyposOf): TextOf {
  let matches: Promise<TextMatches | undefined> | undefined;
  return () => {
    if (search.textTerms.length === 0) return Promise.resolve(undefined);
    matches ??= Promise.resolve(facets?.matchText(search) ?? textMatchesInSql(em, search, typosOf));
    return matches;
  };
}

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
    // Counting holds the thread for a millisecond or more: one turn of the event loop first lets
    // the page's statement, issued just before, reach PostgreSQL, which fetches the rows on another
    // core meanwhile instead of after (p50 at one connection 4.2 -> 3.1 ms, docs/benchmarks.md).
    await nextTurn();
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

/**
 * The page's rows. With the facet index, the index picks the page in the statement's order
 * (relevance with free text, then newest approval, then id), so PostgreSQL only fetches 24 rows by
 * number instead of filtering, ranking and sorting every match.
 */
async function loadPage(em: LazyEntityManager, search: ResolvedSearch, facets: FacetIndex | undefined, textOf: TextOf, typosOf: TyposOf): Promise<Page> {
  const text = facets?.ready() ? await textOf() : undefined;
  if (facets?.ready() && (text || search.textTerms.length === 0)) {
    const positions = facets.pageOf(search, search.page, DIRECTORY_PAGE_SIZE, text);
    if (positions.length === 0) return { rows: [], positions };
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
const pageRevision =
  (search: ResolvedSearch, version: string, deps: SearchDirectoryDependencies) =>
  <P extends { positions?: number[] }>(cachedAt: string, page: P): P | undefined =>
    page.positions && deps.facets?.pageUnchanged(search, cachedAt, version, page.positions, DIRECTORY_PAGE_SIZE) ? page : undefined;

/**
 * A search's keys in the cache, built once per resolved search (resolved-searches.ts hands the
 * same object to every repetition): a key built per request is a new string of a few hundred
 * characters that the cache's Map must hash again, twice per search.
 */
const cacheKeys = new WeakMap<ResolvedSearch, { counts: string; full: string; preview: string }>();

function cacheKeysOf(search: ResolvedSearch): { counts: string; full: string; preview: string } {
  let keys = cacheKeys.get(search);
  if (!keys) {
    keys = {
      counts: `counts:${search.cacheKey}`,
      full: `cards:full:${search.page}:${search.cacheKey}`,
      preview: `cards:preview:${search.page}:${search.cacheKey}`,
    };
    cacheKeys.set(search, keys);
  }
  return keys;
}

/** Cached counts, brought up to date with the changes since rather than counted again when the index can. */
const countsOf = (
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

/**
 * Only a signed-in client sees names and bios on every card, so only a client's free text matches
 * them. An executive sees their own card in full but no one else's: matching names for them would
 * reveal other executives' names, so they search as a visitor does.
 */
function textScopeOf(viewer: DirectoryViewer): TextScope {
  return viewer?.userType === 'client' ? 'full' : 'preview';
}

/**
 * Which viewers see the same JSON for the same search: every client (full cards, none their own),
 * and everyone who gets previews except an executive, whose own card may be on the page.
 */
export function audienceOf(viewer: DirectoryViewer): 'full' | 'preview' | undefined {
  if (viewer?.userType === 'client') return 'full';
  if (viewer?.userType === 'executive') return undefined;
  return 'preview';
}

const { results: resultsSchema, facets: facetsSchema } = searchDirectoryResponseSchema.shape;


/** A page's cards as JSON for one audience, with the entries' positions (to tell later changes apart). */
type CardsPart = { json: Buffer; positions?: number[] };

/**
 * The whole answer last assembled from a cached page of cards, and the counts it was assembled
 * with. Cached parts are never modified (a change makes new ones: search-cache.ts, search-revision.ts),
 * and the page number is in the cards' cache key, so the same two parts make the same bytes: a
 * repeated search sends the buffer it sent before instead of copying 13 kB into a new one. Held
 * only as long as the cache holds the cards.
 */
const answers = new WeakMap<CardsPart, { counts: Counts; json: Buffer }>();

/**
 * The answer already assembled for a search at `version`, when both its parts are cached and
 * settled: a repeated search is answered here, with no promise, closure or statement (the path
 * below would give the same bytes, a few microseconds later).
 */
function readyAnswer(search: ResolvedSearch, audience: 'full' | 'preview', version: string, cache: SearchCache): Buffer | undefined {
  const keys = cacheKeysOf(search);
  const cards = cache.peek<CardsPart>(keys[audience], version);
  const known = cards && answers.get(cards);
  return known && known.counts === cache.peek<Counts>(keys.counts, version) ? known.json : undefined;
}

/**
 * One page of the directory for this viewer, with the total and the facet counts, as UTF-8 JSON
 * (cards are shaped for the viewer after the cache, never inside it). The JSON is assembled from two
 * cached parts, each checked against its schema once when built: the page's cards (per audience
 * and page) and the search's facets (shared by every page). A repeated search at a version the
 * process knows is the answer assembled before, returned at once, not as a promise (readyAnswer);
 * after a directory change, only the parts the change can reach are built again, and counts are
 * brought up to date rather than counted again when the index can. `entityManager` is called
 * (once) only when a statement has to be sent. A refused query throws (a 400).
 */
export function searchDirectoryJson(
  entityManager: () => EntityManager,
  query: SearchDirectoryQuery,
  viewer: DirectoryViewer,
  deps: SearchDirectoryDependencies,
): Buffer | Promise<Buffer> {
  const audience = audienceOf(viewer);
  if (!audience) return answerInFull(entityManager, query, viewer, deps);
  const search = resolveSearchFiltersOnce(query, deps.reference, textScopeOf(viewer));
  const knownVersion = knownVersionFor(viewer, deps);
  const ready = knownVersion === undefined ? undefined : readyAnswer(search, audience, knownVersion, deps.cache);
  return ready ?? assembleAnswer(entityManager, search, audience, viewer, deps);
}

/**
 * The answer to a search already assembled at `version`, if any: what a process without its index
 * sends before it would run the search in SQL (search-without-index.ts). Never an executive's.
 */
export function cachedSearchDirectoryJson(query: SearchDirectoryQuery, viewer: DirectoryViewer, deps: SearchDirectoryDependencies, version: string): Buffer | undefined {
  const audience = audienceOf(viewer);
  if (!audience) return undefined;
  return readyAnswer(resolveSearchFiltersOnce(query, deps.reference, textScopeOf(viewer)), audience, version, deps.cache);
}

/** An executive's search: their own card may be on the page, so nothing of the answer is shared. */
async function answerInFull(entityManager: () => EntityManager, query: SearchDirectoryQuery, viewer: DirectoryViewer, deps: SearchDirectoryDependencies): Promise<Buffer> {
  const computed = await compute(once(entityManager), query, viewer, deps);
  return Buffer.from(JSON.stringify(searchDirectoryResponseSchema.parse(respond(computed, deps.reference, viewer))));
}

/** The answer from the cached parts at the search's version, computing (or revising) the parts that are not. */
async function assembleAnswer(
  entityManager: () => EntityManager,
  search: ResolvedSearch,
  audience: 'full' | 'preview',
  viewer: DirectoryViewer,
  deps: SearchDirectoryDependencies,
): Promise<Buffer> {
  const em = once(entityManager);
  const version = await versionFor(em, viewer, deps);
  const typosOf = typosInSqlOnce(em, search, deps);
  const textOf = textMatchesOnce(em, search, deps.facets, typosOf);
  const [cards, counts] = await Promise.all([
    deps.cache.getOrCompute<CardsPart>(
      cacheKeysOf(search)[audience],
      version,
      async () => {
        const { rows, positions } = await loadPage(em, search, deps.facets, textOf, typosOf);
        const built = resultsSchema.parse(rows.map((row) => buildDirectoryCard(deps.reference, row, viewer, highlighterOf(search))));
        return { json: Buffer.from(JSON.stringify(built)), positions };
      },
      pageRevision(search, version, deps),
    ),
    countsOf(em, search, version, deps, textOf, typosOf),
  ]);
  const known = answers.get(cards);
  if (known?.counts === counts) return known.json;
  counts.facetsJson ??= Buffer.from(JSON.stringify(facetsSchema.parse(mapFacets(deps.reference, counts.counts))));
  const json = Buffer.concat([
    Buffer.from(`{"total":${counts.total},"page":${search.page},"pageSize":${DIRECTORY_PAGE_SIZE},"results":`),
    cards.json,
    Buffer.from(',"facets":'),
    counts.facetsJson,
    Buffer.from(counts.suggestions ? `,"suggestions":${JSON.stringify(searchSuggestionsSchema.parse(counts.suggestions))}}` : '}'),
  ]);
  answers.set(cards, { counts, json });
  return json;
}
