import type { TextMatches } from './text-match.ts';

/** Past this many rows to skip and show, a full sort beats keeping a sorted top list. */
const TOP_LIST_LIMIT = 1000;

/** An entry's place in the directory's order: fresh before stale, then newer approval, then id. */
export type OrderKey = { stale: boolean; at: number; id: string };

/** The directory's order on two entries' keys (negative: `a` first), as SQL's `stale, approved_at DESC, executive_id`. */
export const compareOrderKeys = (a: OrderKey, b: OrderKey): number =>
  Number(a.stale) - Number(b.stale) || b.at - a.at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * The directory's order (fresh before stale, then newest approval, then id; decision 023) over
 * the index's live entries, so a page is the n-th 24 entries of that order inside a search's mask
 * and PostgreSQL only fetches those rows by number.
 */
export type PageOrder = {
  /** Records an entry's order keys at its position (before it is placed). */
  setKey: (position: number, at: number, stale: boolean, id: string) => void;
  keyOf: (position: number) => OrderKey;
  /** Places a live entry in the order (one binary search and a splice). */
  place: (position: number) => void;
  /** Takes an entry out of the order. */
  remove: (position: number) => void;
  /** Replaces the order with these positions, sorted once (after a load). */
  rebuild: (positions: Iterable<number>) => void;
  /** The live positions in the directory's order (what a snapshot keeps, index-snapshot.ts). */
  inOrder: () => readonly number[];
  /** Replaces the order with a snapshot's, as it is: its positions were sorted on the same keys. */
  adopt: (positionsInOrder: ArrayLike<number>) => void;
  /**
   * One page's positions among the entries of `mask`: in the directory's order, or with free text
   * (whose matches `mask` is within, as search-masks.ts builds it) by match cost and relevance first, then the
   * directory's order.
   */
  pageOf: (mask: Uint32Array, page: number, pageSize: number, text: TextMatches | undefined) => number[];
};

export function createPageOrder(): PageOrder {
  /** By position: staleness (0 fresh, 1 stale), approval time and id, the order's keys. */
  const staleAt: number[] = [];
  const approvedAt: number[] = [];
  const idAt: string[] = [];
  /** Live positions in the directory's order. */
  let order: number[] = [];
  /**
   * By position: its index in `order`, so a free-text page breaks ties in relevance with one
   * comparison of two numbers instead of comparing order keys. Rebuilt on the first use after the
   * order changed (a directory change, a few times a day per executive at most): a pass over it.
   */
  let slots = new Int32Array(0);
  let slotsCurrent = false;
  const slotsNow = () => {
    if (!slotsCurrent) {
      if (slots.length < staleAt.length) slots = new Int32Array(staleAt.length);
      for (let slot = 0; slot < order.length; slot++) slots[order[slot]!] = slot;
      slotsCurrent = true;
    }
    return slots;
  };
  // compareOrderKeys on positions, without building key objects: this runs in every sort and search.
  const comparePositions = (a: number, b: number) =>
    staleAt[a]! - staleAt[b]! || approvedAt[b]! - approvedAt[a]! || (idAt[a]! < idAt[b]! ? -1 : idAt[a]! > idAt[b]! ? 1 : 0);
  /** Where `position` is, or would go, in `order` (binary search on the order's keys). */
  const slotOf = (position: number) => {
    let low = 0;
    let high = order.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (comparePositions(order[middle]!, position) < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  };

  return {
    setKey(position, at, stale, id) {
      staleAt[position] = stale ? 1 : 0;
      approvedAt[position] = at;
      idAt[position] = id;
    },
    keyOf: (position) => ({ stale: staleAt[position] === 1, at: approvedAt[position]!, id: idAt[position]! }),
    place(position) {
      order.splice(slotOf(position), 0, position);
      slotsCurrent = false;
    },
    remove(position) {
      const slot = slotOf(position);
      if (order[slot] === position) order.splice(slot, 1);
      slotsCurrent = false;
    },
    rebuild(positions) {
      order = [...positions].sort(comparePositions);
      slotsCurrent = false;
    },
    inOrder: () => order,
    adopt(positionsInOrder) {
      order = Array.from(positionsInOrder);
      slotsCurrent = false;
    },
    pageOf(mask, page, pageSize, text) {
      const skip = (page - 1) * pageSize;
      const matches = (position: number) => (mask[position >>> 5]! & (1 << (position & 31))) !== 0;
      if (!text) {
        const out: number[] = [];
        let seen = 0;
        for (const position of order) {
          if (!matches(position)) continue;
          if (seen++ < skip) continue;
          out.push(position);
          if (out.length === pageSize) break;
        }
        return out;
      }
      return topByRank(skip, pageSize, matches, text);
    },
  };

  /**
   * The `pageSize` entries after `skip` among the matches `matches` accepts, by match cost, then
   * relevance, then the directory's order (PostgreSQL's ORDER BY cost, rank DESC, stale,
   * approved_at DESC, executive_id).
   * Only the matches are looked at, not the whole order: a free-text search matches a fraction of
   * the directory, and walking every entry's place for them was a third of its page's CPU.
   */
  function topByRank(skip: number, pageSize: number, matches: (position: number) => boolean, { numbers, costs, ranks }: TextMatches): number[] {
    const wanted = skip + pageSize;
    const slot = slotsNow();
    /** Candidates by their index in the matches: whether `a` comes before `b`. */
    const before = (a: number, b: number) =>
      costs[a]! < costs[b]! ||
      (costs[a] === costs[b] && (ranks[a]! > ranks[b]! || (ranks[a] === ranks[b] && slot[numbers[a]!]! < slot[numbers[b]!]!)));
    const top: number[] = [];
    if (wanted > TOP_LIST_LIMIT) {
      for (let i = 0; i < numbers.length; i++) if (matches(numbers[i]!)) top.push(i);
      top.sort((a, b) => costs[a]! - costs[b]! || ranks[b]! - ranks[a]! || slot[numbers[a]!]! - slot[numbers[b]!]!);
    } else {
      for (let i = 0; i < numbers.length; i++) {
        if (!matches(numbers[i]!)) continue;
        if (top.length === wanted && !before(i, top[wanted - 1]!)) continue;
        let low = 0;
        let high = top.length;
        while (low < high) {
          const middle = (low + high) >>> 1;
          if (before(top[middle]!, i)) low = middle + 1;
          else high = middle;
        }
        top.splice(low, 0, i);
        if (top.length > wanted) top.pop();
      }
    }
    return top.slice(skip, wanted).map((i) => numbers[i]!);
  }
}
