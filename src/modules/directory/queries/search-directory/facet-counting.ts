import type { FacetBitsets } from './facet-bitsets.ts';
import type { RawCounts } from './map-facets.ts';
import type { ResolvedSearch } from './resolve-search-filters.ts';
import type { IndexCounts } from './search-revision.ts';
import { masksOf, type SearchMasks } from './search-masks.ts';
import type { TextMatches } from './text-match.ts';

/** Set bits in a 32-bit word (the classic SWAR popcount: no per-bit loop). */
/** How many entries a mask holds. */
export function maskPopulation(mask: Uint32Array): number {
  let population = 0;
  for (let w = 0; w < mask.length; w++) population += popcount(mask[w]!);
  return population;
}

function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/**
 * Counting entry by entry costs about this many times one word of one option's popcount (or one
 * position of a rare option's list): an entry holds ~21 options, and counting them cost 35-45 ns
 * against 2.5 ns a word (measured at 100,000 entries). The break-even between the ways to count.
 */
const ENTRY_COST = 16;

/**
 * Counts `codes` over the entries of `mask` into `n`, whichever way is cheaper: a popcount of
 * each option's bitset against the mask (or, for an option with fewer entries than the mask has
 * non-empty words, a test of each of its entries' bits), or, when the mask holds few entries, a
 * walk of those entries' values. Returns how many entries the mask holds.
 */
function countOver(bitsets: FacetBitsets, mask: Uint32Array, codes: readonly number[], n: Int32Array): number {
  const { words, bits, liveCount, rowStart, rowEnd, rowBuffer } = bitsets;
  const nonzero: number[] = [];
  let population = 0;
  for (let w = 0; w < words; w++) {
    if (mask[w] === 0) continue;
    nonzero.push(w);
    population += popcount(mask[w]!);
  }
  // What counting option by option costs, in words: a rare option costs its entries, not the words.
  let byOption = 0;
  for (const code of codes) byOption += Math.min(liveCount[code]!, nonzero.length);
  if (population * ENTRY_COST < byOption) {
    // Every option of each entry is counted, wanted or not, and the wanted ones kept: a test per
    // option would cost more than the counting it saves (a third of the walk, measured). Two
    // options a step: the walk is a quarter quicker than one a step (four a step is slower again).
    const all = new Int32Array(bits.length);
    for (const w of nonzero) {
      for (let x = mask[w]!; x !== 0; x &= x - 1) {
        const position = (w << 5) | (31 - Math.clz32(x & -x));
        let i = rowStart[position]!;
        const end = rowEnd[position]!;
        for (; i + 1 < end; i += 2) {
          all[rowBuffer[i]!]!++;
          all[rowBuffer[i + 1]!]!++;
        }
        if (i < end) all[rowBuffer[i]!]!++;
      }
    }
    for (const code of codes) n[code] = all[code]!;
  } else {
    // Density over the words the mask spans, first to last non-empty one.
    const from = nonzero[0] ?? 0;
    const to = (nonzero[nonzero.length - 1] ?? -1) + 1;
    const dense = nonzero.length * 8 > (to - from) * 7;
    for (const code of codes) {
      // A position costs about what a word does (measured): the shorter walk wins.
      if (liveCount[code]! < nonzero.length) {
        const posting = bitsets.postingOf(code);
        let k = 0;
        for (let i = 0; i < posting.length; i++) {
          const position = posting[i]!;
          k += (mask[position >>> 5]! >>> (position & 31)) & 1;
        }
        n[code] = k;
        continue;
      }
      const option = bits[code]!;
      let k = 0;
      // No test for an empty intersection: at these densities the branch is a coin toss the CPU
      // mispredicts, and a popcount of 0 costs less (half the time per word, measured). Nor, over
      // a mask with few empty words, a list of the others: a straight walk is a quarter quicker.
      if (dense) for (let w = from; w < to; w++) k += popcount(option[w]! & mask[w]!);
      else {
        for (let i = 0; i < nonzero.length; i++) {
          const w = nonzero[i]!;
          k += popcount(option[w]! & mask[w]!);
        }
      }
      n[code] = k;
    }
  }
  return population;
}

/**
 * A search's total and raw facet counts over the index: per option, the entries meeting every
 * selected group but the option's own (and the free text, when there is one).
 */
export function countSearch(
  bitsets: FacetBitsets,
  search: ResolvedSearch,
  text: TextMatches | undefined,
  { full, maskOf }: SearchMasks = masksOf(bitsets, search, text),
): IndexCounts {
  const { words, bits, liveCount, catalog } = bitsets;
  const { facetOf, valueOf, groupOfCode } = catalog;
  const selected = maskOf.size;
  // Which codes are counted over which mask: a group's own options ignore its selection.
  const plan = new Map<Uint32Array, number[]>();
  for (let code = 0; code < bits.length; code++) {
    const mask = maskOf.get(groupOfCode[code]!) ?? full;
    let codes = plan.get(mask);
    if (!codes) plan.set(mask, (codes = []));
    codes.push(code);
  }
  const n = new Int32Array(bits.length);
  for (const [mask, codes] of plan) {
    // A mask that narrows nothing (no free text, no other selection) is the whole directory,
    // whose counts are kept on every write.
    const wholeDirectory = !text && (mask === full ? selected === 0 : selected === 1);
    if (wholeDirectory) for (const code of codes) n[code] = liveCount[code]!;
    else countOver(bitsets, mask, codes, n);
  }
  const counts: RawCounts = {};
  for (let code = 0; code < bits.length; code++) {
    if (n[code]! > 0) (counts[facetOf[code]!] ??= {})[valueOf[code]!] = n[code]!;
  }
  let total = 0;
  for (let w = 0; w < words; w++) if (full[w] !== 0) total += popcount(full[w]!);
  return { total, counts };
}
