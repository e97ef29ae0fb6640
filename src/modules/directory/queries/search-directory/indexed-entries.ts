import { PAUSE_EVERY, type Pause } from './cooperative-pause.ts';
import { createCardFactsStore } from './card-facts-store.ts';
import type { PackedEntry } from './entry-columns.ts';
import { createFacetBitsets, type FacetBitsets } from './facet-bitsets.ts';
import { createPageOrder, type PageOrder } from './page-order.ts';
import type { ResolvedSearch } from './resolve-search-filters.ts';
import type { EntryState } from './search-revision.ts';
import { createTextIndex, type TextIndex, type TextIndexState } from './text-index.ts';

/**
 * Every entry the index holds, in the four places it lives: the facet bitsets, the page order,
 * both text indexes (the `search_public` and `search` columns) and what its card shows besides
 * its facets. Writing an entry here keeps the four in step; an entry is known by its executive
 * id, placed at its entry_no.
 */
export type IndexedEntries = {
  readonly bitsets: FacetBitsets;
  readonly order: PageOrder;
  readonly texts: Readonly<Record<ResolvedSearch['textColumn'], TextIndex>>;
  /** Adds or replaces an entry. */
  put: (entry: PackedEntry) => void;
  remove: (id: string) => void;
  /** An entry's state as the change history keeps it (search-revision.ts). */
  stateOf: (id: string) => EntryState | undefined;
  /** The card facts (PackedEntry's `c`) of the entry at a position; undefined for none. */
  cardAt: (position: number) => string | undefined;
  /**
   * Empties everything for a load. Until `finish`, entries go to the bitsets only and their texts
   * to the text indexes' loaders: sorting the order once and building the postings in one pass is
   * what makes loading 100,000 entries take seconds.
   */
  startLoad: () => { add: (entry: PackedEntry) => void; finish: () => void };
  /** Leaves a failed load's mode (the index is reloaded before it is used again). */
  abandonLoad: () => void;
  /** Everything the entries hold, for a snapshot (index-snapshot.ts); taken synchronously, so it is one state. */
  exportState: () => EntriesState;
  /**
   * Replaces everything with a snapshot's state (its option codes translated to this catalog's by
   * `codeOf`), in slices (`pause`): until it resolves the entries are half restored, and nothing
   * may read them (the facet index answers as not loaded meanwhile).
   */
  restore: (state: EntriesState, codeOf: (snapshotCode: number) => number, pause: Pause) => Promise<void>;
};

/**
 * The entries as a snapshot keeps them: per entry (in `positions` order) its id, position, order
 * keys, card facts and option codes (`codeCounts[i]` codes each, one after another in `codes`); the page
 * order's positions; both text indexes.
 */
export type EntriesState = {
  ids: readonly string[];
  positions: Uint32Array;
  approvedAt: Float64Array;
  stale: Uint8Array;
  codeCounts: Uint16Array;
  /** 16-bit when every code fits (a snapshot stores them so), else 32-bit. */
  codes: Uint16Array | Uint32Array;
  /** Per entry, its card facts (PackedEntry's `c`). */
  cards: readonly string[];
  order: Uint32Array;
  texts: Readonly<Record<ResolvedSearch['textColumn'], TextIndexState>>;
};

export function createIndexedEntries(): IndexedEntries {
  const positionOf = new Map<string, number>();
  const bitsets = createFacetBitsets();
  const order = createPageOrder();
  const texts = { search_public: createTextIndex(), search: createTextIndex() };
  /** By position: what the entry's card shows besides its facet values, so a page needs no statement. */
  const cards = createCardFactsStore();
  let bulk = false;

  const clear = (position: number) => {
    if (!bitsets.holds(position)) return;
    if (!bulk) {
      order.remove(position);
      texts.search_public.remove(position);
      texts.search.remove(position);
    }
    bitsets.clear(position);
    cards.clear(position);
  };

  /** Adds or replaces an entry; its texts too, except during a load (the loaders take them). */
  const put = ({ id, no: position, at, s, v, tp, tf, c }: PackedEntry) => {
    const previous = positionOf.get(id);
    if (previous !== undefined) clear(previous);
    positionOf.set(id, position);
    order.setKey(position, Number(at), s, id);
    if (!bulk) {
      order.place(position);
      texts.search_public.put(position, tp);
      texts.search.put(position, tf);
    }
    bitsets.set(position, v);
    cards.set(position, c);
  };

  return {
    bitsets,
    order,
    texts,
    put,
    remove(id) {
      const position = positionOf.get(id);
      if (position === undefined) return;
      clear(position);
      positionOf.delete(id);
    },
    stateOf(id) {
      const position = positionOf.get(id);
      const codes = position === undefined ? undefined : bitsets.codesAt(position);
      if (position === undefined || codes === undefined) return undefined;
      const { at, stale } = order.keyOf(position);
      return { codes, position, at, stale, id };
    },
    cardAt: (position) => cards.at(position),
    startLoad() {
      const loaders = { search_public: texts.search_public.startLoad(), search: texts.search.startLoad() };
      positionOf.clear();
      order.rebuild([]);
      bitsets.reset();
      cards.reset();
      bulk = true;
      return {
        add(entry) {
          put(entry);
          loaders.search_public.add(entry.no, entry.tp);
          loaders.search.add(entry.no, entry.tf);
        },
        finish() {
          loaders.search_public.finish();
          loaders.search.finish();
          bulk = false;
          order.rebuild(positionOf.values());
        },
      };
    },
    abandonLoad() {
      bulk = false;
    },
    exportState() {
      const count = positionOf.size;
      const ids: string[] = [];
      const cardsInOrder: string[] = [];
      const positions = new Uint32Array(count);
      const approvedAt = new Float64Array(count);
      const stale = new Uint8Array(count);
      const codeCounts = new Uint16Array(count);
      const { rowStart, rowEnd, rowBuffer } = bitsets;
      let total = 0;
      for (const [id, position] of positionOf) {
        const i = ids.length;
        const key = order.keyOf(position);
        ids.push(id);
        cardsInOrder.push(cards.at(position)!);
        positions[i] = position;
        approvedAt[i] = key.at;
        stale[i] = key.stale ? 1 : 0;
        codeCounts[i] = rowEnd[position]! - rowStart[position]!;
        total += codeCounts[i]!;
      }
      // Copied range by range from the bitsets' flat buffer: no array per entry.
      const codes = new Uint32Array(total);
      for (let i = 0, at = 0; i < count; i++) {
        const start = rowStart[positions[i]!]!;
        for (let c = start, end = start + codeCounts[i]!; c < end; c++) codes[at++] = rowBuffer[c]!;
      }
      return {
        ids,
        positions,
        approvedAt,
        stale,
        codeCounts,
        codes,
        cards: cardsInOrder,
        order: Uint32Array.from(order.inOrder()),
        texts: { search_public: texts.search_public.exportState(), search: texts.search.exportState() },
      };
    },
    async restore(state, codeOf, pause) {
      positionOf.clear();
      bitsets.reset();
      cards.reset();
      const { ids, positions, approvedAt, stale, codeCounts } = state;
      // Translated in a loop: Uint32Array.from with a mapping function first lists every value in a JS array.
      const codes = new Uint32Array(state.codes.length);
      for (let c = 0; c < codes.length; c++) {
        codes[c] = codeOf(state.codes[c]!);
        if ((c & PAUSE_EVERY) === 0) await pause();
      }
      bitsets.reserveRows(codes.length);
      let highest = -1;
      for (let i = 0, at = 0; i < ids.length; i++) {
        const id = ids[i]!;
        const position = positions[i]!;
        positionOf.set(id, position);
        cards.set(position, state.cards[i]!);
        order.setKey(position, approvedAt[i]!, stale[i] === 1, id);
        bitsets.setCodes(position, codes, at, (at += codeCounts[i]!));
        highest = Math.max(highest, position);
        if ((i & PAUSE_EVERY) === 0) await pause();
      }
      order.adopt(state.order);
      await texts.search_public.restore(state.texts.search_public, highest + 1, pause);
      await texts.search.restore(state.texts.search, highest + 1, pause);
    },
  };
}
