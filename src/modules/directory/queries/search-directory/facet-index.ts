import type { EntityManager } from '../../../../platform/db/orm.ts';
import { countSearch } from './facet-counting.ts';
import { applyChanges, readVersionAndChanges } from './follow-directory-changes.ts';
import { createIndexedEntries } from './indexed-entries.ts';
import { readEveryEntry } from './read-every-entry.ts';
import type { ResolvedSearch } from './resolve-search-filters.ts';
import { masksOf } from './search-masks.ts';
import { createChangeHistory, pageUnchangedAfter, reviseCounts, type ChangePair, type IndexCounts } from './search-revision.ts';
import type { TextMatches } from './text-match.ts';

export type FacetIndex = {
  /** Whether the index holds the directory (loaded and not waiting for a reload). */
  ready: () => boolean;
  /** Loads every entry (start-up, or after falling too far behind). Single-flight. */
  load: (em: EntityManager) => Promise<void>;
  /**
   * Reads the directory version (the search's first statement) and brings the index up to it.
   * Returns the version; when the index could not follow, it reloads in the background and the
   * caller counts in SQL meanwhile.
   */
  readVersion: (em: EntityManager) => Promise<string>;
  /** The directory version the index holds, when it is ready; null otherwise. */
  heldVersion: () => bigint | null;
  /**
   * The entries matching a search's free text, with their relevance, from memory (text-index.ts);
   * undefined while the index is not ready (the caller matches in SQL).
   */
  matchText: (search: ResolvedSearch) => TextMatches | undefined;
  /**
   * The entry numbers of one page of a search, in the page statement's order: relevance first
   * with free text, then fresh before stale, newest approval, then id.
   */
  pageOf: (search: ResolvedSearch, page: number, pageSize: number, text: TextMatches | undefined) => number[];
  /** The total and raw facet counts of a search, from memory; `text` (the free text's matches) with free text. */
  count: (search: ResolvedSearch, text: TextMatches | undefined) => IndexCounts;
  /**
   * A search's total and raw counts computed at `since`, brought to `current`: the same object when
   * every change between fails at least two of the search's filter groups (such an entry is in no
   * count and on no page); otherwise each changed entry's old contribution taken away and its new
   * one added, exactly what counting again gives. Undefined when the index cannot tell (not ready,
   * changes no longer kept) or free text is involved and a change matters: the caller counts again.
   */
  countsAfter: (search: ResolvedSearch, since: string, current: string, counts: IndexCounts) => IndexCounts | undefined;
  /**
   * Whether a page (its entries, by position, as pageOf chose them at `since`) is still the same
   * page at `current`: no changed entry is on it, and none entered, left or moved in the search's
   * order before its last entry. Free text: only when every change fails two filter groups.
   */
  pageUnchanged: (search: ResolvedSearch, since: string, current: string, positions: readonly number[], pageSize: number) => boolean;
};

/**
 * Every approved executive's facet values as bitsets in this process (facet-bitsets.ts): one
 * bitset per option, one bit per entry; and both search texts as in-memory text indexes. A
 * search's disjunctive counts are then ANDs and popcounts (facet-counting.ts) and its page a walk
 * of the directory's order (page-order.ts), instead of counting and sorting tens of thousands of
 * rows in PostgreSQL. The index follows the read model through directory_changes, read in the same
 * statement as the version every search already reads (follow-directory-changes.ts), so it never
 * answers for a stale directory.
 *
 * This file holds the index's life: the version it is at, its (re)loads, and the changes it
 * applied (search-revision.ts), which cached answers are brought forward with.
 */
export function createFacetIndex(onError: (error: unknown) => void): FacetIndex {
  const entries = createIndexedEntries();
  const { bitsets, order, texts } = entries;
  const history = createChangeHistory();
  const { catalog } = bitsets;
  /** The directory version the index holds; null before a load and while it waits for a reload. */
  let version: bigint | null = null;
  let loading: Promise<void> | undefined;

  const load = (em: EntityManager): Promise<void> => {
    loading ??= (async () => {
      try {
        await readEveryEntry(em, () => {
          const bulk = entries.startLoad();
          return {
            add: bulk.add,
            finish(loadedVersion) {
              bulk.finish();
              version = loadedVersion;
              history.clear();
            },
          };
        });
      } catch (error) {
        version = null;
        entries.abandonLoad();
        throw error;
      } finally {
        loading = undefined;
      }
    })();
    return loading;
  };

  /** Every change between two versions; undefined when the index cannot tell. */
  const pairsBetween = (since: string, current: string): ChangePair[] | undefined =>
    version === null || loading !== undefined ? undefined : history.between(since, current);

  return {
    ready: () => version !== null && loading === undefined,
    heldVersion: () => (loading === undefined ? version : null),
    load,
    async readVersion(em) {
      const state = await readVersionAndChanges(em, version);
      const current = BigInt(state.version);
      // Another search may have brought the index further meanwhile: only move forward.
      if (version !== null && loading === undefined && current > version) {
        if (state.changes) {
          history.record(version, current, applyChanges(entries, state.changes));
          version = current;
        } else {
          // Too far behind to catch up from the kept changes: reload while SQL counts.
          version = null;
          load(em.fork()).catch(onError);
        }
      }
      return state.version;
    },
    countsAfter(search, since, current, counts) {
      const pairs = pairsBetween(since, current);
      return pairs && reviseCounts(catalog, search, pairs, counts);
    },
    pageUnchanged(search, since, current, positions, pageSize) {
      const pairs = pairsBetween(since, current);
      if (!pairs) return false;
      const last = positions.length === pageSize ? positions[positions.length - 1]! : undefined;
      return pageUnchangedAfter(catalog, search, pairs, positions, last === undefined ? undefined : order.keyOf(last));
    },
    matchText(search) {
      if (version === null || loading !== undefined || search.textTerms.length === 0) return undefined;
      return texts[search.textColumn].match(search.textTerms);
    },
    pageOf(search, page, pageSize, text) {
      const { full } = masksOf(bitsets, search, text);
      return order.pageOf(full, bitsets.words, page, pageSize, text);
    },
    count: (search, text) => countSearch(bitsets, search, text),
  };
}
