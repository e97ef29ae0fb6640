import { describe, expect, it } from 'vitest';
import { createPageOrder } from './page-order.ts';
import type { TextMatches } from './text-match.ts';

const WORDS = 1;

/** A mask over one 32-bit word holding `positions`. */
function maskOf(positions: readonly number[]): Uint32Array {
  const mask = new Uint32Array(WORDS);
  for (const position of positions) mask[position >>> 5]! |= 1 << (position & 31);
  return mask;
}

function textOf(ranked: Record<number, number>): TextMatches {
  const numbers = Object.keys(ranked).map(Number);
  return { numbers: Uint32Array.from(numbers), costs: new Uint8Array(numbers.length), ranks: Float32Array.from(numbers.map((n) => ranked[n]!)) };
}

/** Positions 0-5, newest approval first by position (0 newest), all fresh. */
function sixEntries() {
  const order = createPageOrder();
  for (let position = 0; position < 6; position++) order.setKey(position, 1_000 - position, false, `id-${position}`);
  order.rebuild([0, 1, 2, 3, 4, 5]);
  return order;
}

describe('page order with free text', () => {
  it('ranks by relevance, ties in the directory order, one page at a time', () => {
    const order = sixEntries();
    const text = textOf({ 1: 0.2, 3: 0.5, 4: 0.2, 5: 0.9 });
    const mask = maskOf([1, 3, 4, 5]);

    expect(order.pageOf(mask, 1, 3, text)).toEqual([5, 3, 1]);
    expect(order.pageOf(mask, 2, 3, text)).toEqual([4]);
  });

  it('keeps to the mask: matches another filter left out are not on the page', () => {
    const order = sixEntries();
    const text = textOf({ 0: 0.1, 2: 0.9, 4: 0.5 });
    expect(order.pageOf(maskOf([0, 2, 4]), 1, 24, text)).toEqual([2, 4, 0]);
    expect(order.pageOf(maskOf([0, 4]), 1, 24, text)).toEqual([4, 0]);
  });

  it('breaks ties by the order as it is after a change', () => {
    const order = sixEntries();
    const text = textOf({ 1: 0.5, 2: 0.5, 4: 0.5 });
    const mask = maskOf([1, 2, 4]);
    expect(order.pageOf(mask, 1, 24, text)).toEqual([1, 2, 4]);

    // Entry 4 approved again, newest of all: it moves to the front of the ties.
    order.remove(4);
    order.setKey(4, 2_000, false, 'id-4');
    order.place(4);
    expect(order.pageOf(mask, 1, 24, text)).toEqual([4, 1, 2]);

    // A new entry, the oldest, placed without any removal: it goes after the others.
    order.setKey(6, 10, false, 'id-6');
    order.place(6);
    expect(order.pageOf(maskOf([1, 2, 4, 6]), 1, 24, textOf({ 1: 0.5, 2: 0.5, 4: 0.5, 6: 0.5 }))).toEqual([4, 1, 2, 6]);
  });

  it('past the short top list, ranks every match the same way', () => {
    const order = createPageOrder();
    const ranked: Record<number, number> = {};
    // 40 words of entries, newest approval first by position; three levels of relevance.
    for (let position = 0; position < 1_280; position++) {
      order.setKey(position, 10_000 - position, position % 5 === 0, `id-${position}`);
      ranked[position] = [0.1, 0.5, 0.9][position % 3]!;
    }
    order.rebuild(Array.from({ length: 1_280 }, (_, position) => position));
    const mask = new Uint32Array(40).fill(0xffffffff);
    const expected = Object.keys(ranked)
      .map(Number)
      .sort((a, b) => ranked[b]! - ranked[a]! || Number(a % 5 === 0) - Number(b % 5 === 0) || a - b);
    // Page 50 of 24 needs 1,200 entries ranked: the full sort; page 2 the short list.
    expect(order.pageOf(mask, 50, 24, textOf(ranked))).toEqual(expected.slice(1_176, 1_200));
    expect(order.pageOf(mask, 2, 24, textOf(ranked))).toEqual(expected.slice(24, 48));
  });

  it('without free text, pages the directory order', () => {
    const order = sixEntries();
    expect(order.pageOf(maskOf([5, 2, 3]), 1, 2, undefined)).toEqual([2, 3]);
  });
});
