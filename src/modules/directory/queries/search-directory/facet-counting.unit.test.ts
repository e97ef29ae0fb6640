import { describe, expect, it } from 'vitest';
import { FACETS } from './entry-columns.ts';
import { createFacetBitsets } from './facet-bitsets.ts';
import { countSearch } from './facet-counting.ts';
import type { FacetClause, FacetGroup, ResolvedSearch } from './resolve-search-filters.ts';
import type { TextMatches } from './text-match.ts';
import { seededRandom } from '../../../../../tests/fuzz/seeded-random.ts';

/** The same directory every run. */
const seeded = (seed: number) => seededRandom(seed).next;

/** Per facet: how many values it has (a city-like facet many rare ones) and how many an entry holds at most. */
const SHAPE: Record<string, { values: number; most: number }> = { city: { values: 120, most: 2 }, country: { values: 24, most: 1 } };

type Entry = Map<string, string[]>;

/** Entries with every facet of FACETS, a few common values and many rare ones, some positions left empty. */
function directory(size: number) {
  const random = seeded(20261126);
  const entries = new Map<number, Entry>();
  for (let position = 0; position < size; position++) {
    if (random() < 0.05) continue;
    const entry: Entry = new Map();
    for (const { facet, array } of FACETS) {
      const { values, most } = SHAPE[facet] ?? { values: array ? 12 : 6, most: array ? 3 : 1 };
      const count = 1 + Math.floor(random() * most);
      // Squared: low values common, high ones rare.
      const held = new Set(Array.from({ length: count }, () => `${facet}-${Math.floor(random() ** 2 * values)}`));
      entry.set(facet, [...held]);
    }
    entries.set(position, entry);
  }
  const bitsets = createFacetBitsets();
  for (const [position, entry] of entries) bitsets.set(position, FACETS.map(({ facet }) => entry.get(facet)!.join(',')).join(';'));
  return { entries, bitsets };
}

const groupOf = new Map(FACETS.map(({ facet, group }) => [facet, group]));

function searchOf(selected: Partial<Record<string, string[]>>): ResolvedSearch {
  const clauses: Partial<Record<FacetGroup, FacetClause[]>> = {};
  for (const [facet, values] of Object.entries(selected)) {
    (clauses[groupOf.get(facet)!] ??= []).push({ facet, accepts: (value) => values!.includes(value) });
  }
  return { textTerms: [], textQuery: [], textColumn: 'search_public', page: 1, predicates: {}, clauses, cacheKey: JSON.stringify(selected), term: null, description: 'No text' } as ResolvedSearch;
}

/** The counts by definition: per option, the entries holding it that meet every selected group but its own. */
function countedOneByOne(entries: Map<number, Entry>, search: ResolvedSearch, text: Set<number> | undefined) {
  const meets = (entry: Entry, group: string) =>
    search.clauses[group as FacetGroup]!.every((clause) => entry.get(clause.facet)!.some((value) => clause.accepts(value)));
  const groups = Object.keys(search.clauses);
  const counts: Record<string, Record<string, number>> = {};
  let total = 0;
  for (const [position, entry] of entries) {
    if (text && !text.has(position)) continue;
    const failed = groups.filter((group) => !meets(entry, group));
    if (failed.length === 0) total++;
    for (const [facet, values] of entry) {
      const group = groupOf.get(facet)!;
      if (failed.length > 1 || (failed.length === 1 && failed[0] !== group)) continue;
      for (const value of values) (counts[facet] ??= {})[value] = (counts[facet]![value] ?? 0) + 1;
    }
  }
  return { total, counts };
}

const SIZE = 6_000;

describe('facet counts over the bitsets', () => {
  const { entries, bitsets } = directory(SIZE);

  // Narrow and broad masks, so every way of counting is taken: entry by entry, option by option
  // over a dense or a sparse mask, and a rare option by its entries' positions.
  const searches: [string, Partial<Record<string, string[]>>, number | undefined][] = [
    ['no filter, free text matching most entries', {}, 0.8],
    ['one common value', { role: ['role-0'] }, undefined],
    ['three groups, broad', { availability: ['availability-0', 'availability-1'], companySizes: ['companySizes-0', 'companySizes-1'], priceBands: ['priceBands-0', 'priceBands-1', 'priceBands-2'] }, undefined],
    ['a country and a role: few entries', { country: ['country-3'], role: ['role-1'] }, undefined],
    ['a rare city', { city: ['city-100'] }, undefined],
    ['one group keeping most entries', { availability: ['availability-0', 'availability-1', 'availability-2', 'availability-3'] }, undefined],
    ['two clauses in one group and free text matching a few', { country: ['country-0', 'country-1'], city: ['city-0', 'city-2'], industries: ['industries-0'] }, 0.1],
  ];

  it.each(searches)('equal the counts entry by entry: %s', (_name, selected, textShare) => {
    const search = searchOf(selected);
    const random = seeded(7);
    const text = textShare === undefined ? undefined : new Set([...entries.keys()].filter(() => random() < textShare));
    const matches: TextMatches | undefined = text && { numbers: Uint32Array.from(text), costs: new Uint8Array(text.size), ranks: new Float32Array(text.size) };
    expect(countSearch(bitsets, search, matches)).toEqual(countedOneByOne(entries, search, text));
  });

  it('still equal them after entries are removed and rewritten', () => {
    const random = seeded(11);
    for (const position of [...entries.keys()]) {
      if (random() < 0.2) {
        bitsets.clear(position);
        entries.delete(position);
      }
    }
    for (const search of [searchOf({ city: ['city-0', 'city-5'], role: ['role-0'] }), searchOf({ availability: ['availability-0', 'availability-1', 'availability-2', 'availability-3'] })]) {
      expect(countSearch(bitsets, search, undefined)).toEqual(countedOneByOne(entries, search, undefined));
    }
  });
});
