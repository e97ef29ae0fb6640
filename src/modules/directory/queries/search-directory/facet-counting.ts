import type { FacetBitsets } from './facet-bitsets.ts';
import type { RawCounts } from './map-facets.ts';
import type { ResolvedSearch } from './resolve-search-filters.ts';
import type { IndexCounts } from './search-revision.ts';
import { masksOf, type SearchMasks } from './search-masks.ts';
import type { TextMatches } from './text-match.ts';

/** How many entries a mask holds. */
export function maskPopulation(mask: Uint32Array): number {
  let population = 0;
  for (let w = 0; w < mask.length; w++) population += popcount(mask[w]!);
  return population;
}

/** Set bits in a 32-bit word (the classic SWAR popcount: no per-bit loop). */
function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/*
 * What each way of counting costs, in words of the WebAssembly kernel's walk (counting-memory.ts,
 * about 0.2 ns a word at 100,000 entries): a rare option's entry tested in JavaScript costs about
 * five words, and an entry counted by walking its ~21 options about two hundred (tried at 5-20 and
 * 100-400 in `npm run bench -- directory-engine`, decision 052: the rotation's counts moved within
 * its noise). Their break-evens choose, per mask and per option, the cheapest way.
 */
const POSITION_COST = 5;
const ENTRY_COST = 200;

/**
 * Counts `codes` over the entries of `mask` into `n`, whichever way is cheaper: when the mask holds
 * few entries, a walk of those entries' options; otherwise, per option, the kernel's count of its
 * bitset against the mask from the mask's first non-empty word to its last, or, for an option with
 * fewer entries than that costs, a test of each of its entries' bits.
 */
function countOver(bitsets: FacetBitsets, mask: Uint32Array, codes: readonly number[], n: Int32Array): void {
  const { words, bits, liveCount, rowStart, rowEnd, rowBuffer, counting } = bitsets;
  let from = -1;
  let to = 0;
  let population = 0;
  for (let w = 0; w < words; w++) {
    const x = mask[w]!;
    if (x === 0) continue;
    if (from < 0) from = w;
    to = w + 1;
    population += popcount(x);
  }
  if (population === 0) {
    for (const code of codes) n[code] = 0;
    return;
  }
  const range = to - from;
  let byOption = 0;
  for (const code of codes) byOption += Math.min(liveCount[code]! * POSITION_COST, range);
  if (population * ENTRY_COST < byOption) {
    // Every option of each entry is counted, wanted or not, and the wanted ones kept: a test per
    // option would cost more than the counting it saves (a third of the walk, measured). Two
    // options a step: the walk is a quarter quicker than one a step (four a step is slower again).
    const all = new Int32Array(bits.length);
    for (let w = from; w < to; w++) {
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
    return;
  }
  counting.useMask(mask, from, to);
  for (const code of codes) {
    if (liveCount[code]! * POSITION_COST < range) {
      const posting = bitsets.postingOf(code);
      let k = 0;
      for (let i = 0; i < posting.length; i++) {
        const position = posting[i]!;
        k += (mask[position >>> 5]! >>> (position & 31)) & 1;
      }
      n[code] = k;
    } else n[code] = counting.countWith(code);
  }
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
