import type { RawCounts } from './map-facets.ts';
import { compareOrderKeys, type OrderKey } from './page-order.ts';
import type { FacetGroup, ResolvedSearch } from './resolve-search-filters.ts';

/**
 * How a cached search answer is brought from one directory version to a later one without
 * computing it again (docs/decisions/013-directory-free-text-in-memory.md): the facet index keeps
 * the changes it applied (each changed entry's state before and after), and these rules say what
 * they do to a search's counts and to one of its pages.
 */

/** A changed entry's state: its option codes, bit position and page-order keys. */
export type EntryState = OrderKey & { codes: Uint32Array; position: number };
/** One change to one entry: its state before (absent when it was added) and after (absent when removed). */
export type ChangePair = { before?: EntryState; after?: EntryState };
/** A search's total and raw counts. */
export type IndexCounts = { total: number; counts: RawCounts };
/** What an option code stands for in the facet index. */
export type CodeCatalog = { facetOf: readonly string[]; valueOf: readonly string[]; groupOfCode: readonly FacetGroup[] };

/** Change sets kept: a cached answer older than these is computed again. */
const KEPT_CHANGE_SETS = 1000;

/** The change sets the index applied, each from one version to the next it reached. */
export function createChangeHistory() {
  let sets: { from: bigint; to: bigint; pairs: ChangePair[] }[] = [];
  return {
    record(from: bigint, to: bigint, pairs: ChangePair[]) {
      sets.push({ from, to, pairs });
      if (sets.length > KEPT_CHANGE_SETS) sets.shift();
    },
    clear() {
      sets = [];
    },
    /** Every change between two versions, or undefined when the kept sets do not cover them. */
    between(since: string, current: string): ChangePair[] | undefined {
      let at = BigInt(since);
      const until = BigInt(current);
      const pairs: ChangePair[] = [];
      if (at === until) return pairs;
      for (const set of sets) {
        if (set.to <= at) continue;
        if (set.from > at) return undefined;
        pairs.push(...set.pairs);
        at = set.to;
        if (at >= until) return at === until ? pairs : undefined;
      }
      return undefined;
    },
  };
}

/** The search's filter groups an entry state fails (counting stops at two: then it is in no count). */
function failedGroups(catalog: CodeCatalog, search: ResolvedSearch, codes: Uint32Array): FacetGroup[] {
  const failed: FacetGroup[] = [];
  for (const [group, clauses] of Object.entries(search.clauses) as [FacetGroup, NonNullable<ResolvedSearch['clauses'][FacetGroup]>][]) {
    const holds = clauses.every((clause) => codes.some((code) => catalog.facetOf[code] === clause.facet && clause.accepts(catalog.valueOf[code]!)));
    if (!holds && failed.push(group) > 1) break;
  }
  return failed;
}

/** Whether a change can touch a search at all: one of its states fails at most one filter group. */
const touches = (catalog: CodeCatalog, search: ResolvedSearch, { before, after }: ChangePair) =>
  [before, after].some((state) => state !== undefined && failedGroups(catalog, search, state.codes).length <= 1);

/**
 * A search's counts after the changes: the same object when none can touch it; otherwise each
 * changed entry's old contribution taken away and its new one added, under the rules the counting
 * follows (an option of a selected group counts the entries meeting every other group, any other
 * option the entries meeting all). Undefined with free text when a change can touch the search
 * (the changed entries' old match is not kept): the caller counts again.
 */
export function reviseCounts(catalog: CodeCatalog, search: ResolvedSearch, pairs: readonly ChangePair[], counts: IndexCounts): IndexCounts | undefined {
  const relevant = pairs.filter((pair) => touches(catalog, search, pair));
  if (relevant.length === 0) return counts;
  if (search.textTerms.length > 0) return undefined;
  const patched: RawCounts = {};
  for (const [facet, options] of Object.entries(counts.counts)) patched[facet] = { ...options };
  let total = counts.total;
  const apply = (state: EntryState | undefined, sign: 1 | -1) => {
    if (!state) return;
    const failed = failedGroups(catalog, search, state.codes);
    if (failed.length > 1) return;
    if (failed.length === 0) total += sign;
    for (const code of state.codes) {
      if (failed.length === 1 && failed[0] !== catalog.groupOfCode[code]) continue;
      const options = (patched[catalog.facetOf[code]!] ??= {});
      const value = catalog.valueOf[code]!;
      const n = (options[value] ?? 0) + sign;
      if (n > 0) options[value] = n;
      else delete options[value];
    }
  };
  for (const { before, after } of relevant) {
    apply(before, -1);
    apply(after, 1);
  }
  for (const [facet, options] of Object.entries(patched)) if (options && Object.keys(options).length === 0) delete patched[facet];
  return { total, counts: patched };
}

/**
 * Whether a page (its entries' positions, and the order keys of its last entry when it is full)
 * is still the same page after the changes: no changed entry is on it, and none entered, left or
 * moved in the search's order before its last entry. With free text (ordered by relevance, which
 * the states do not hold) only when no change can touch the search.
 */
export function pageUnchangedAfter(
  catalog: CodeCatalog,
  search: ResolvedSearch,
  pairs: readonly ChangePair[],
  positions: readonly number[],
  lastKey: OrderKey | undefined,
): boolean {
  if (search.textTerms.length > 0) return !pairs.some((pair) => touches(catalog, search, pair));
  const passesAll = (state: EntryState | undefined) => state !== undefined && failedGroups(catalog, search, state.codes).length === 0;
  const onPage = new Set(positions);
  for (const { before, after } of pairs) {
    const was = passesAll(before);
    const is = passesAll(after);
    if (!was && !is) continue;
    if ((was && onPage.has(before!.position)) || (is && onPage.has(after!.position))) return false;
    const moved = was !== is || before!.position !== after!.position || before!.at !== after!.at || before!.stale !== after!.stale;
    if (!moved) continue;
    // Entering, leaving or moving before the page's last entry shifts the page; a page that is
    // not full is the last one, where any arrival shows.
    if (!lastKey) return false;
    if ((was && compareOrderKeys(before!, lastKey) < 0) || (is && compareOrderKeys(after!, lastKey) < 0)) return false;
  }
  return true;
}
