import { describe, expect, it } from 'vitest';
import { createFacetBitsets } from './facet-bitsets.ts';

/** Packed values (entry-columns.ts) holding only a role: the first facet. */
const role = (value: string) => value;

describe("an option's entries as positions", () => {
  it('lists every entry holding the option, across words, and follows each write after it was read', () => {
    const bitsets = createFacetBitsets();
    for (const position of [3, 40, 70]) bitsets.set(position, role('cpo'));
    bitsets.set(5, role('chro'));
    const cpo = bitsets.catalog.codeOf('role', 'cpo')!;
    expect([...bitsets.postingOf(cpo)]).toEqual([3, 40, 70]);

    bitsets.clear(40);
    expect([...bitsets.postingOf(cpo)]).toEqual([3, 70]);

    bitsets.set(100, role('cpo'));
    expect([...bitsets.postingOf(cpo)]).toEqual([3, 70, 100]);
    expect(bitsets.postingOf(cpo)).toHaveLength(bitsets.liveCount[cpo]!);

    bitsets.reset();
    expect([...bitsets.postingOf(cpo)]).toEqual([]);
  });
});
