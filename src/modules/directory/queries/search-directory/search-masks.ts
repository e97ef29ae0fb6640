import type { FacetBitsets } from './facet-bitsets.ts';
import type { FacetGroup, ResolvedSearch } from './resolve-search-filters.ts';
import type { TextMatches } from './text-match.ts';

/**
 * A search as bitsets over the facet index's entries. Counts are disjunctive (an option of a
 * selected group counts the entries meeting every *other* group), so besides the entries matching
 * the whole search each selected group needs the entries matching all the others.
 */
export type SearchMasks = {
  /** The entries matching the whole search (and its free text). */
  full: Uint32Array;
  /** By selected group: the entries matching everything but that group. */
  maskOf: Map<FacetGroup, Uint32Array>;
};

type GroupClauses = NonNullable<ResolvedSearch['clauses'][FacetGroup]>;

/**
 * The entries satisfying every clause of one filter group (an entry meets a clause by holding one
 * of the options it accepts). A group of one clause accepting one option is that option's bitset
 * itself, read, never written; otherwise a new array.
 */
function groupMask(bitsets: FacetBitsets, clauses: GroupClauses): Uint32Array {
  const { words, bits, catalog } = bitsets;
  const { facetOf, valueOf } = catalog;
  let mask: Uint32Array | undefined;
  for (const clause of clauses) {
    const accepted: Uint32Array[] = [];
    for (let code = 0; code < bits.length; code++) {
      if (facetOf[code] === clause.facet && clause.accepts(valueOf[code]!)) accepted.push(bits[code]!);
    }
    if (clauses.length === 1 && accepted.length === 1) return accepted[0]!;
    // The first clause's union is the mask; a later one's (only location has several) is ANDed in.
    const any = new Uint32Array(words);
    mask ??= any;
    for (const option of accepted) for (let w = 0; w < words; w++) any[w]! |= option[w]!;
    if (any !== mask) for (let w = 0; w < words; w++) mask[w]! &= any[w]!;
  }
  return mask ?? bitsets.live;
}

/**
 * Each group's "all but this one" is the AND of the groups before it (a prefix, from the base) and
 * those after it (a suffix); the whole search is the last prefix. Built that way, k groups cost
 * about 3k passes over the words and only the k + 1 arrays returned, where copying the base and
 * ANDing every other group into it, per group, cost k² passes and twice the arrays (an array of
 * 12 kB costs about as much to allocate as three passes, at 100,000 entries).
 */
export function masksOf(bitsets: FacetBitsets, search: ResolvedSearch, text: TextMatches | undefined): SearchMasks {
  const { words, live } = bitsets;
  let base = live;
  if (text) {
    base = new Uint32Array(words);
    for (const position of text.numbers) {
      // An entry newer than the index (added since its version) has no bits to count anyway.
      if (position >>> 5 < words) base[position >>> 5]! |= 1 << (position & 31);
    }
    for (let w = 0; w < words; w++) base[w]! &= live[w]!;
  }
  const selected = Object.entries(search.clauses) as [FacetGroup, GroupClauses][];
  const groups = selected.map(([, clauses]) => groupMask(bitsets, clauses));
  const k = groups.length;
  // allBut[j] first holds the suffix after group j: groups j+1..k-1 (nothing for the last one).
  const allBut = groups.map(() => new Uint32Array(words));
  for (let j = k - 2; j >= 0; j--) {
    const suffix = allBut[j]!;
    const next = groups[j + 1]!;
    const after = allBut[j + 1]!;
    if (j === k - 2) suffix.set(next.subarray(0, words));
    else for (let w = 0; w < words; w++) suffix[w] = after[w]! & next[w]!;
  }
  // Then the running prefix (the base and groups 0..j-1) is ANDed in; past the last group it is the whole search.
  const full = base.slice(0, words);
  for (let j = 0; j < k; j++) {
    const target = allBut[j]!;
    const group = groups[j]!;
    if (j === k - 1) target.set(full);
    else for (let w = 0; w < words; w++) target[w]! &= full[w]!;
    for (let w = 0; w < words; w++) full[w]! &= group[w]!;
  }
  return { full, maskOf: new Map(selected.map(([group], i) => [group, allBut[i]!])) };
}
