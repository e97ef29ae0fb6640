import type { EntityManager } from '../../../../platform/db/orm.ts';
import type { SearchSuggestions } from '../../contracts/search-directory.contract.ts';
import { countSearch, maskPopulation } from './facet-counting.ts';
import { applyChanges, readVersionAndChanges } from './follow-directory-changes.ts';
import type { DirectoryRow } from './directory-card.ts';
import { rowsFromIndex } from './indexed-card-rows.ts';
import { createIndexedEntries } from './indexed-entries.ts';
import { encodeIndexSnapshot } from './index-snapshot.ts';
import type { IndexSnapshotStore } from './index-snapshot-store.ts';
import { createSnapshotKeeper, type ExportedSnapshot } from './keep-index-snapshot.ts';
import { readEveryEntry } from './read-every-entry.ts';
import type { ResolvedSearch } from './resolve-search-filters.ts';
import { restoreIndexSnapshot } from './restore-index-snapshot.ts';
import { masksOf, type SearchMasks } from './search-masks.ts';
import { createChangeHistory, pageUnchangedAfter, reviseCounts, type ChangePair, type IndexCounts } from './search-revision.ts';
import type { TextMatches } from './text-match.ts';
import { suggestionsFor } from './search-suggestions.ts';
import { createSnapshotWait, mayReadRows } from './wait-for-index-snapshot.ts';

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
  /**
   * The page rows of the entries at `positions` (as pageOf gave them), from memory, without the
   * whole bio (indexed-card-rows.ts); undefined while the index is not ready.
   */
  rowsAt: (positions: readonly number[]) => DirectoryRow[] | undefined;
  /** The total and raw facet counts of a search, from memory; `text` (the free text's matches) with free text. */
  count: (search: ResolvedSearch, text: TextMatches | undefined) => IndexCounts;
  /** For a search that found few (search-suggestions.ts): corrected searches and the filter to drop, or undefined. */
  suggest: (search: ResolvedSearch, text: TextMatches | undefined, total: number) => SearchSuggestions | undefined;
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
  /**
   * Whether the index has no snapshot it may load and the directory is too large to read here
   * (decision 033): it asked for a snapshot to be built (`onSnapshotMissing`) and loads it once kept.
   */
  waitingForSnapshot: () => boolean;
  /** The index as a snapshot's sections, at the version it holds; undefined when it holds none. */
  exportSnapshot: () => ExportedSnapshot | undefined;
  /** Stops looking for a snapshot and waits for one being written (before the process closes its connections). */
  settle: () => Promise<void>;
};

/** How a load went, for the log: from the kept snapshot (and how many changes it caught up on) or from every row. */
export type IndexLoaded = { source: 'snapshot' | 'rows'; version: bigint; entries: number; ms: number; changesCaughtUp: number };

export type FacetIndexOptions = {
  /** A failure the index recovered from, and what it did about it. */
  onError: (error: unknown, what: string) => void;
  /** Where the built index is kept between processes (decision 027); without it every load reads every row. */
  snapshots?: IndexSnapshotStore;
  onLoaded?: (loaded: IndexLoaded) => void;
  /**
   * With `snapshots`: the most entries this process reads itself when no usable snapshot is kept
   * (decision 033). Above it, the index stays empty (searches count in SQL), `onSnapshotMissing`
   * is called, and the store is asked every `snapshotPollMs` until a snapshot it can load is kept.
   * Undefined: any number (every load without a snapshot reads every row).
   */
  readRowsUpTo?: number;
  /**
   * Asks for a snapshot to be built outside this process; again every `SNAPSHOT_REQUEST_AGAIN_MS`
   * while still waiting, and when a kept one could not be used (`refused`: its version).
   */
  onSnapshotMissing?: (refused: bigint | undefined) => void;
  snapshotPollMs?: number;
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
 * applied (search-revision.ts), which cached answers are brought forward with. The snapshot it
 * starts from and keeps (decision 027) is restore-index-snapshot.ts and keep-index-snapshot.ts;
 * waiting for one built elsewhere when the directory is too large to read here (decision 033),
 * wait-for-index-snapshot.ts.
 */
export function createFacetIndex({ onError, snapshots, onLoaded, readRowsUpTo, onSnapshotMissing, snapshotPollMs = 1000 }: FacetIndexOptions): FacetIndex {
  const entries = createIndexedEntries();
  const { bitsets, order, texts } = entries;
  const history = createChangeHistory();
  const { catalog } = bitsets;
  /** The directory version the index holds; null before a load and while it waits for a reload. */
  let version: bigint | null = null;
  let loading: Promise<void> | undefined;
  /** Bumped whenever the entries change: masks computed before describe another directory. */
  let epoch = 0;
  /**
   * The last search's masks: a search's counts and its page ask for the same masks one after the
   * other (search-directory.query.ts), so they are computed once.
   */
  let lastMasks: { search: ResolvedSearch; text: TextMatches | undefined; epoch: number; masks: SearchMasks } | undefined;
  const masksFor = (search: ResolvedSearch, text: TextMatches | undefined): SearchMasks => {
    if (lastMasks?.search === search && lastMasks.text === text && lastMasks.epoch === epoch) return lastMasks.masks;
    const masks = masksOf(bitsets, search, text);
    lastMasks = { search, text, epoch, masks };
    return masks;
  };

  /** The index as a snapshot, in one synchronous step (the index may change at the next await). */
  const exportSnapshot = () => {
    if (version === null || loading !== undefined) return undefined;
    const options = catalog.facetOf.map((facet, code) => [facet, catalog.valueOf[code]!] as const);
    return { version, sections: encodeIndexSnapshot({ version, options, entries: entries.exportState() }) };
  };
  const keeper = createSnapshotKeeper({ snapshots, versionNow: () => version, exportSnapshot, onError });

  /** From the kept snapshot, caught up on the changes since; false when there is none this code can use. */
  const restoreSnapshot = async (em: EntityManager, started: number): Promise<boolean> => {
    const restored = await restoreIndexSnapshot(em, {
      snapshots: snapshots!,
      entries,
      catalog,
      onDecoded: keeper.noteKept,
      onReplacing: () => {
        epoch++;
      },
    });
    if (!restored) return false;
    version = restored.version;
    history.clear();
    onLoaded?.({ source: 'snapshot', version: restored.version, entries: restored.entries, ms: Date.now() - started, changesCaughtUp: restored.changesCaughtUp });
    return true;
  };

  /**
   * Only with snapshots: without a store every load reads the rows (mayReadRows), so none waits.
   * (`load` through an arrow: it is defined below.)
   */
  const snapshotWait =
    snapshots &&
    createSnapshotWait({
      snapshots,
      onSnapshotMissing,
      onError,
      pollMs: snapshotPollMs,
      isLoading: () => loading !== undefined,
      load: (em) => load(em),
    });

  const load = (em: EntityManager): Promise<void> => {
    loading ??= (async () => {
      const started = Date.now();
      try {
        const restored =
          snapshots !== undefined &&
          (await restoreSnapshot(em, started).catch((error: unknown) => {
            keeper.noteKeptIsDamaged();
            onError(error, 'index snapshot not used, loading every entry');
            return false;
          }));
        if (!restored && !(await mayReadRows(em, snapshots, readRowsUpTo))) {
          // Too large to read while serving: searches count in SQL until the snapshot is built.
          version = null;
          snapshotWait?.start(em);
          return;
        }
        snapshotWait?.stop();
        if (!restored) {
          let count = 0;
          await readEveryEntry(em, () => {
            epoch++;
            const bulk = entries.startLoad();
            return {
              add(entry) {
                count++;
                bulk.add(entry);
              },
              finish(loadedVersion) {
                bulk.finish();
                epoch++;
                version = loadedVersion;
                history.clear();
              },
            };
          });
          onLoaded?.({ source: 'rows', version: version!, entries: count, ms: Date.now() - started, changesCaughtUp: 0 });
        }
      } catch (error) {
        version = null;
        entries.abandonLoad();
        throw error;
      } finally {
        loading = undefined;
      }
      if (version !== null) keeper.keepAfterLoad(version);
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
          epoch++;
          history.record(version, current, applyChanges(entries, state.changes));
          version = current;
          keeper.keepAfterChanges(version);
        } else {
          // Too far behind to catch up from the kept changes: reload while SQL counts.
          version = null;
          load(em.fork()).catch((error: unknown) => onError(error, 'facet index reload failed, counting in SQL'));
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
    suggest(search, text, total) {
      if (version === null || loading !== undefined) return undefined;
      return suggestionsFor(search, text, total, {
        matchText: (corrected) => texts[corrected.textColumn].match(corrected.textQuery),
        totalOf: (corrected, correctedText) => maskPopulation(masksOf(bitsets, corrected, correctedText).full),
        totalsWithout: (asked, askedText) => new Map([...masksFor(asked, askedText).maskOf].map(([group, mask]) => [group, maskPopulation(mask)])),
        nearWords: (asked, word, budget, asPrefix) => texts[asked.textColumn].nearWords(word, budget, asPrefix),
      });
    },
    matchText(search) {
      if (version === null || loading !== undefined || search.textTerms.length === 0) return undefined;
      return texts[search.textColumn].match(search.textQuery);
    },
    pageOf(search, page, pageSize, text) {
      return order.pageOf(masksFor(search, text).full, page, pageSize, text);
    },
    rowsAt: (positions) => (version === null || loading !== undefined ? undefined : rowsFromIndex(entries, positions)),
    count: (search, text) => countSearch(bitsets, search, text, masksFor(search, text)),
    waitingForSnapshot: () => snapshotWait?.isWaiting() ?? false,
    exportSnapshot,
    settle: async () => {
      snapshotWait?.stopForGood();
      await keeper.settle();
    },
  };
}
