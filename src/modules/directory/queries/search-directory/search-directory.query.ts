import type { EntityManager } from '../../../../platform/db/orm.ts';
import type { SearchPageFacts } from '../../../../platform/insights/insights.ts';
import {
  DIRECTORY_PAGE_SIZE,
  searchDirectoryResponseSchema,
  searchSuggestionsSchema,
  type SearchDirectoryQuery,
} from '../../contracts/search-directory.contract.ts';
import { answerInFull } from './answer-in-full.ts';
import { buildDirectoryCard, type DirectoryViewer } from './directory-card.ts';
import { forkOnFirstUse } from './lazy-entity-manager.ts';
import { mapFacets } from './map-facets.ts';
import type { ResolvedSearch } from './resolve-search-filters.ts';
import { resolveSearchFiltersOnce } from './resolved-searches.ts';
import { audienceOf, textScopeOf } from './search-audience.ts';
import type { SearchCache } from './search-cache.ts';
import { cacheKeysOf } from './search-cache-keys.ts';
import { countsOf, type Counts } from './search-counts.ts';
import type { SearchDirectoryDependencies } from './search-dependencies.ts';
import { highlighterOf } from './search-highlights.ts';
import { loadPage, pageRevision } from './search-page.ts';
import { typosInSqlOnce, textMatchesOnce } from './search-text-matches.ts';
import { knownVersionFor, versionFor } from './search-version.ts';

/*
 * A search's answer, assembled from cached parts. Its parts: the version it answers for
 * (search-version.ts), its free text's matches (search-text-matches.ts), its counts
 * (search-counts.ts) and page (search-page.ts), each from the index or SQL, and an executive's
 * search, which shares nothing (answer-in-full.ts).
 */

const { results: resultsSchema, facets: facetsSchema } = searchDirectoryResponseSchema.shape;

/** A built part of an answer, parsed against its schema unless the process trusts its builders (SearchDirectoryDependencies.checkAnswers). */
const checked = <T>(deps: SearchDirectoryDependencies, schema: { parse: (value: unknown) => T }, built: T): T => (deps.checkAnswers === false ? built : schema.parse(built));

/** A page's cards as JSON for one audience, with the executives' ids in order and the entries' positions (to tell later changes apart). */
type CardsPart = { json: Buffer; executiveIds: string[]; positions?: number[] };

/**
 * The whole answer last assembled from a cached page of cards, and the counts it was assembled
 * with. Cached parts are never modified (a change makes new ones: search-cache.ts, search-revision.ts),
 * and the page number is in the cards' cache key, so the same two parts make the same bytes: a
 * repeated search sends the buffer it sent before instead of copying 13 kB into a new one. Held
 * only as long as the cache holds the cards.
 */
const answers = new WeakMap<CardsPart, { counts: Counts; json: Buffer }>();

/**
 * What each assembled answer tells insights (who is on the page, for which term): found by the
 * answer's own bytes, so a repeated search counts through one lookup and the same facts object.
 */
const pageFacts = new WeakMap<Buffer, SearchPageFacts>();

/** The facts of an answer searchDirectoryJson returned; none for an executive's own search (not counted). */
export function searchPageFactsOf(json: Buffer): SearchPageFacts | undefined {
  return pageFacts.get(json);
}

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

/** The answer from the cached parts at the search's version, computing (or revising) the parts that are not. */
async function assembleAnswer(
  entityManager: () => EntityManager,
  search: ResolvedSearch,
  audience: 'full' | 'preview',
  viewer: DirectoryViewer,
  deps: SearchDirectoryDependencies,
): Promise<Buffer> {
  const em = forkOnFirstUse(entityManager);
  const version = await versionFor(em, viewer, deps);
  const typosOf = typosInSqlOnce(em, search, deps);
  const textOf = textMatchesOnce(em, search, deps.facets, typosOf);
  const [cards, counts] = await Promise.all([
    deps.cache.getOrCompute<CardsPart>(
      cacheKeysOf(search)[audience],
      version,
      async () => {
        const { rows, positions } = await loadPage(em, search, deps.facets, textOf, typosOf);
        const built = checked(deps, resultsSchema, rows.map((row) => buildDirectoryCard(deps.reference, row, viewer, highlighterOf(search))));
        return { json: Buffer.from(JSON.stringify(built)), executiveIds: rows.map((row) => row.executive_id), positions };
      },
      pageRevision(search, version, deps),
    ),
    countsOf(em, search, version, deps, textOf, typosOf),
  ]);
  const known = answers.get(cards);
  if (known?.counts === counts) return known.json;
  counts.facetsJson ??= Buffer.from(JSON.stringify(checked(deps, facetsSchema, mapFacets(deps.reference, counts.counts))));
  const json = Buffer.concat([
    Buffer.from(`{"total":${counts.total},"page":${search.page},"pageSize":${DIRECTORY_PAGE_SIZE},"results":`),
    cards.json,
    Buffer.from(',"facets":'),
    counts.facetsJson,
    Buffer.from(counts.suggestions ? `,"suggestions":${JSON.stringify(checked(deps, searchSuggestionsSchema, counts.suggestions))}}` : '}'),
  ]);
  answers.set(cards, { counts, json });
  pageFacts.set(json, { executiveIds: cards.executiveIds, page: search.page, total: counts.total, term: search.term, description: search.description });
  return json;
}
