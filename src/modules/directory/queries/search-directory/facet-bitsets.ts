import { createCountingMemory, type CountingMemory } from './counting-memory.ts';
import { createOptionCatalog, type OptionCatalog } from './option-catalog.ts';

/**
 * The facet index's storage: one bitset per facet option and one of the live entries, one bit per
 * entry (its bit position is its entry_no), each entry's option codes, and each option's count
 * over the whole directory. Counting (facet-counting.ts) and the search masks (search-masks.ts)
 * read these arrays directly; only this file writes them.
 */
export type FacetBitsets = {
  readonly catalog: OptionCatalog;
  /**
   * The 32-bit words that hold entries: up to the last word any entry was ever set in. Bitsets
   * grow by doubling, so their arrays may be longer (a quarter longer at 100,000 entries); every
   * walk over a bitset stops here.
   */
  readonly words: number;
  /** The live entries. */
  readonly live: Uint32Array;
  /** By option code: its entries. */
  readonly bits: readonly Uint32Array[];
  /** The same bitsets in WebAssembly memory, where counting takes 64 bits a step (counting-memory.ts). */
  readonly counting: CountingMemory;
  /** By option code: how many live entries hold it (the whole directory's count, kept on every write). */
  readonly liveCount: readonly number[];
  /**
   * An option's entries as a list of bit positions, for counting a rare option (a city, say) by
   * its few entries instead of by every word of its bitset. Built from the bitset on first use and
   * dropped by any write touching the option; holds `liveCount[code]` positions.
   */
  postingOf: (code: number) => Uint32Array;
  /**
   * Each entry's option codes, entry by entry in one append-only buffer (`rowStart`..`rowEnd` by
   * position; an empty range for no entry): one flat array walks ~3x faster than an array per
   * entry when counting entry by entry. A rewritten entry's codes are appended; a reset compacts.
   * 16-bit while every code fits (a directory has a few hundred options), 32-bit past that.
   */
  readonly rowStart: Uint32Array;
  readonly rowEnd: Uint32Array;
  readonly rowBuffer: Uint16Array | Uint32Array;
  /** Whether the position holds an entry's codes. */
  holds: (position: number) => boolean;
  /** The entry's option codes (a copy); undefined past every position ever held. */
  codesAt: (position: number) => Uint32Array | undefined;
  /** Sets an entry's bits from its packed values (entry-columns.ts); the position must be empty. */
  set: (position: number, packedValues: string) => void;
  /** Sets an entry's bits from its option codes, `codes[start..end)` (each once; a snapshot's, index-snapshot.ts); the position must be empty. */
  setCodes: (position: number, codes: ArrayLike<number>, start: number, end: number) => void;
  /** Clears an entry's bits. */
  clear: (position: number) => void;
  /** Empties every bitset (before a load). */
  reset: () => void;
  /** Sizes the flat buffer for `codes` option codes in all (a restore knows them): no doubling's spare half. */
  reserveRows: (codes: number) => void;
};

export function createFacetBitsets(): FacetBitsets {
  /** The bitsets' length. */
  let words = 0;
  /** The words in use (see FacetBitsets.words). */
  let span = 0;
  let live = new Uint32Array(0);
  const bits: Uint32Array[] = [];
  const liveCount: number[] = [];
  const postings: (Uint32Array | undefined)[] = [];
  let rowStart = new Uint32Array(0);
  let rowEnd = new Uint32Array(0);
  let rowBuffer: Uint16Array | Uint32Array = new Uint16Array(1 << 16);
  let rowUsed = 0;
  const counting = createCountingMemory();
  const catalog = createOptionCatalog(() => {
    liveCount.push(0);
    bits.push(new Uint32Array(words));
    postings.push(undefined);
    counting.reserve(bits.length, words);
  });

  /** Widens every bitset (and the per-entry ranges) to hold `needed` words, at least doubling. */
  const grow = (needed: number) => {
    if (needed <= words) return;
    const size = Math.max(needed, words * 2, 64);
    const widen = (old: Uint32Array) => {
      const wider = new Uint32Array(size);
      wider.set(old);
      return wider;
    };
    live = widen(live);
    for (let code = 0; code < bits.length; code++) bits[code] = widen(bits[code]!);
    const widenRows = (old: Uint32Array) => {
      const wider = new Uint32Array(size * 32);
      wider.set(old);
      return wider;
    };
    rowStart = widenRows(rowStart);
    rowEnd = widenRows(rowEnd);
    words = size;
    counting.reserve(bits.length, size);
  };

  const setCodes = (position: number, codes: ArrayLike<number>, start: number, end: number) => {
    grow((position >>> 5) + 1);
    const bit = 1 << (position & 31);
    const word = position >>> 5;
    if (word >= span) span = word + 1;
    const count = end - start;
    const needsWideCodes = rowBuffer instanceof Uint16Array && catalog.size > 0x10000;
    if (rowUsed + count > rowBuffer.length || needsWideCodes) {
      const length = Math.max(rowUsed + count > rowBuffer.length ? rowBuffer.length * 2 : rowBuffer.length, rowUsed + count);
      const wider = needsWideCodes || rowBuffer instanceof Uint32Array ? new Uint32Array(length) : new Uint16Array(length);
      wider.set(rowBuffer.subarray(0, rowUsed));
      rowBuffer = wider;
    }
    rowStart[position] = rowUsed;
    for (let i = start; i < end; i++) {
      const code = codes[i]!;
      bits[code]![word]! |= bit;
      counting.set(code, word, bit);
      liveCount[code]!++;
      postings[code] = undefined;
      rowBuffer[rowUsed++] = code;
    }
    rowEnd[position] = rowUsed;
    live[word]! |= bit;
  };

  return {
    catalog,
    get words() {
      return span;
    },
    get live() {
      return live;
    },
    bits,
    counting,
    liveCount,
    postingOf(code) {
      let posting = postings[code];
      if (!posting) {
        posting = new Uint32Array(liveCount[code]!);
        const option = bits[code]!;
        let at = 0;
        for (let w = 0; w < span; w++) {
          for (let x = option[w]!; x !== 0; x &= x - 1) posting[at++] = (w << 5) | (31 - Math.clz32(x & -x));
        }
        postings[code] = posting;
      }
      return posting;
    },
    get rowStart() {
      return rowStart;
    },
    get rowEnd() {
      return rowEnd;
    },
    get rowBuffer() {
      return rowBuffer;
    },
    holds: (position) => position < rowEnd.length && rowEnd[position] !== rowStart[position],
    codesAt: (position) => (position >= rowEnd.length ? undefined : Uint32Array.from(rowBuffer.subarray(rowStart[position]!, rowEnd[position]!))),
    set(position, packedValues) {
      const codes = catalog.codesOf(packedValues);
      setCodes(position, codes, 0, codes.length);
    },
    setCodes,
    clear(position) {
      const codes = rowBuffer.subarray(rowStart[position]!, rowEnd[position]!);
      const bit = 1 << (position & 31);
      const mask = ~bit;
      const word = position >>> 5;
      for (const code of codes) {
        bits[code]![word]! &= mask;
        counting.clear(code, word, bit);
        liveCount[code]!--;
        postings[code] = undefined;
      }
      live[word]! &= mask;
      rowEnd[position] = rowStart[position]!;
    },
    reserveRows(codes) {
      if (rowUsed === 0 && codes > rowBuffer.length) rowBuffer = rowBuffer instanceof Uint16Array ? new Uint16Array(codes) : new Uint32Array(codes);
    },
    reset() {
      rowStart.fill(0);
      rowEnd.fill(0);
      rowUsed = 0;
      span = 0;
      live.fill(0);
      for (const bitset of bits) bitset.fill(0);
      counting.reset();
      liveCount.fill(0);
      postings.fill(undefined);
    },
  };
}
