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
   * by relevance first, then the directory's order.
   */
  pageOf: (mask: Uint32Array, words: number, page: number, pageSize: number, text: TextMatches | undefined) => number[];
};

export function createPageOrder(): PageOrder {
  /** By position: staleness (0 fresh, 1 stale), approval time and id, the order's keys. */
  const staleAt: number[] = [];
  const approvedAt: number[] = [];
  const idAt: string[] = [];
  /** Live positions in the directory's order. */
  let order: number[] = [];
  /**
   * A free-text search's relevance by position, zero everywhere between searches: one array for
   * every search rather than a new 400 kB one each (at 100,000 entries), which with the
   * collections it caused was a tenth of a free-text search's CPU.
   */
  let rank = new Float32Array(0);
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
    },
    remove(position) {
      const slot = slotOf(position);
      if (order[slot] === position) order.splice(slot, 1);
    },
    rebuild(positions) {
      order = [...positions].sort(comparePositions);
    },
    inOrder: () => order,
    adopt(positionsInOrder) {
      order = Array.from(positionsInOrder);
    },
    pageOf(mask, words, page, pageSize, text) {
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
      // Relevance first, then the directory order: candidates come in that order, and a later one
      // only passes an earlier one with a strictly higher rank (PostgreSQL's ORDER BY rank DESC,
      // stale, approved_at DESC, executive_id).
      if (rank.length < words * 32) rank = new Float32Array(words * 32);
      const { numbers, ranks } = text;
      for (let i = 0; i < numbers.length; i++) if (numbers[i]! < rank.length) rank[numbers[i]!] = ranks[i]!;
      try {
        return topByRank(skip, pageSize, matches);
      } finally {
        for (let i = 0; i < numbers.length; i++) if (numbers[i]! < rank.length) rank[numbers[i]!] = 0;
      }
    },
  };

  /** The `pageSize` entries after `skip` among those `matches` accepts: by rank, then the directory's order. */
  function topByRank(skip: number, pageSize: number, matches: (position: number) => boolean): number[] {
    const wanted = skip + pageSize;
    let top: number[] = [];
    if (wanted > TOP_LIST_LIMIT) {
      top = order.filter(matches).sort((a, b) => rank[b]! - rank[a]!);
    } else {
      for (const position of order) {
        if (!matches(position)) continue;
        const r = rank[position]!;
        if (top.length === wanted && rank[top[wanted - 1]!]! >= r) continue;
        let low = 0;
        let high = top.length;
        while (low < high) {
          const middle = (low + high) >>> 1;
          if (rank[top[middle]!]! >= r) low = middle + 1;
          else high = middle;
        }
        top.splice(low, 0, position);
        if (top.length > wanted) top.pop();
      }
    }
    return top.slice(skip, wanted);
  }
}
