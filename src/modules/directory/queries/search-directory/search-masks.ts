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

/** A bitset of the entries satisfying every clause of one filter group. */
function groupMask(bitsets: FacetBitsets, clauses: GroupClauses): Uint32Array {
  const { words, bits, catalog } = bitsets;
  const { facetOf, valueOf } = catalog;
  const mask = bitsets.live.slice();
  for (const clause of clauses) {
    const any = new Uint32Array(words);
    for (let code = 0; code < bits.length; code++) {
      if (facetOf[code] !== clause.facet || !clause.accepts(valueOf[code]!)) continue;
      const option = bits[code]!;
      for (let w = 0; w < words; w++) any[w]! |= option[w]!;
    }
    for (let w = 0; w < words; w++) mask[w]! &= any[w]!;
  }
  return mask;
}

function and(target: Uint32Array, other: Uint32Array, words: number): Uint32Array {
  for (let w = 0; w < words; w++) target[w]! &= other[w]!;
  return target;
}

export function masksOf(bitsets: FacetBitsets, search: ResolvedSearch, text: TextMatches | undefined): SearchMasks {
  const { words } = bitsets;
  const base = bitsets.live.slice();
  if (text) {
    const matching = new Uint32Array(words);
    for (const position of text.numbers) {
      // An entry newer than the index (added since its version) has no bits to count anyway.
      if (position >>> 5 < words) matching[position >>> 5]! |= 1 << (position & 31);
    }
    and(base, matching, words);
  }
  const masks = new Map<FacetGroup, Uint32Array>();
  for (const [group, clauses] of Object.entries(search.clauses) as [FacetGroup, GroupClauses][]) {
    masks.set(group, groupMask(bitsets, clauses));
  }
  const allBut = (excluded?: FacetGroup) => {
    const mask = base.slice();
    for (const [group, groupBits] of masks) if (group !== excluded) and(mask, groupBits, words);
    return mask;
  };
  return { full: allBut(), maskOf: new Map<FacetGroup, Uint32Array>([...masks.keys()].map((group) => [group, allBut(group)])) };
}
