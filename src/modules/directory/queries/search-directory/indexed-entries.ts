import type { PackedEntry } from './entry-columns.ts';
import { createFacetBitsets, type FacetBitsets } from './facet-bitsets.ts';
import { createPageOrder, type PageOrder } from './page-order.ts';
import type { ResolvedSearch } from './resolve-search-filters.ts';
import type { EntryState } from './search-revision.ts';
import { createTextIndex, type TextIndex } from './text-index.ts';

/**
 * Every entry the index holds, in the three places it lives: the facet bitsets, the page order
 * and both text indexes (the `search_public` and `search` columns). Writing an entry here keeps
 * the three in step; an entry is known by its executive id, placed at its entry_no.
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
  /**
   * Empties everything for a load. Until `finish`, entries go to the bitsets only and their texts
   * to the text indexes' loaders: sorting the order once and building the postings in one pass is
   * what makes loading 100,000 entries take seconds.
   */
  startLoad: () => { add: (entry: PackedEntry) => void; finish: () => void };
  /** Leaves a failed load's mode (the index is reloaded before it is used again). */
  abandonLoad: () => void;
};

export function createIndexedEntries(): IndexedEntries {
  const positionOf = new Map<string, number>();
  const bitsets = createFacetBitsets();
  const order = createPageOrder();
  const texts = { search_public: createTextIndex(), search: createTextIndex() };
  let bulk = false;

  const clear = (position: number) => {
    if (!bitsets.holds(position)) return;
    if (!bulk) {
      order.remove(position);
      texts.search_public.remove(position);
      texts.search.remove(position);
    }
    bitsets.clear(position);
  };

  /** Adds or replaces an entry; its texts too, except during a load (the loaders take them). */
  const put = ({ id, no: position, at, s, v, tp, tf }: PackedEntry) => {
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
    startLoad() {
      const loaders = { search_public: texts.search_public.startLoad(), search: texts.search.startLoad() };
      positionOf.clear();
      order.rebuild([]);
      bitsets.reset();
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
  };
}
