import { FACETS } from './entry-columns.ts';
import type { CodeCatalog } from './search-revision.ts';
import type { FacetGroup } from './resolve-search-filters.ts';

/**
 * The facet options the index has seen, each with a small code (its bitset's index), and what
 * each code stands for. Codes are handed out on first sight and never reused: a code is an index
 * into the bitsets, the live counts and every entry's codes.
 */
export type OptionCatalog = CodeCatalog & {
  /** How many codes there are. */
  readonly size: number;
  /** An entry's packed values (entry-columns.ts) as its option codes, each option once. */
  codesOf: (packedValues: string) => number[];
  /**
   * The code of a facet's value (a facet key of FACETS), handed out when unseen; undefined for a
   * facet FACETS does not have. How a snapshot's codes (index-snapshot.ts) become this catalog's.
   */
  codeOf: (facet: string, value: string) => number | undefined;
};

/** `onNewOption` is called for each new code, in code order, so its bitset can be added. */
export function createOptionCatalog(onNewOption: () => void): OptionCatalog {
  const facetOf: string[] = [];
  const valueOf: string[] = [];
  /** By code: the filter group whose selection its count ignores. */
  const groupOfCode: FacetGroup[] = [];
  /** Per facet (FACETS order), its values' codes. */
  const codeOf = FACETS.map(() => new Map<string, number>());

  const codeFor = (facetIndex: number, value: string): number => {
    const codes = codeOf[facetIndex]!;
    let code = codes.get(value);
    if (code === undefined) {
      code = facetOf.length;
      codes.set(value, code);
      const { facet, group } = FACETS[facetIndex]!;
      facetOf.push(facet);
      valueOf.push(value);
      groupOfCode.push(group);
      onNewOption();
    }
    return code;
  };

  const facetIndexOf = new Map(FACETS.map(({ facet }, index) => [facet, index]));

  return {
    facetOf,
    valueOf,
    groupOfCode,
    get size() {
      return facetOf.length;
    },
    codesOf(packedValues) {
      const codes: number[] = [];
      const values = packedValues.split(';');
      for (let f = 0; f < FACETS.length; f++) {
        const value = values[f];
        if (!value) continue;
        if (!FACETS[f]!.array) codes.push(codeFor(f, value));
        else {
          const start = codes.length;
          for (const item of value.split(',')) {
            const code = codeFor(f, item);
            // An array may repeat a value; an entry holds each option once.
            if (codes.indexOf(code, start) < 0) codes.push(code);
          }
        }
      }
      return codes;
    },
    codeOf(facet, value) {
      const facetIndex = facetIndexOf.get(facet);
      return facetIndex === undefined ? undefined : codeFor(facetIndex, value);
    },
  };
}
