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
  return { numbers: Uint32Array.from(numbers), ranks: Float32Array.from(numbers.map((n) => ranked[n]!)) };
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

    expect(order.pageOf(mask, WORDS, 1, 3, text)).toEqual([5, 3, 1]);
    expect(order.pageOf(mask, WORDS, 2, 3, text)).toEqual([4]);
  });

  it('forgets one search’s relevance before the next', () => {
    const order = sixEntries();
    expect(order.pageOf(maskOf([0, 2]), WORDS, 1, 24, textOf({ 0: 0.1, 2: 0.9 }))).toEqual([2, 0]);

    // Entry 2 is not matched now: its earlier rank must not put it ahead of entry 0.
    expect(order.pageOf(maskOf([0, 2]), WORDS, 1, 24, textOf({ 0: 0.3 }))).toEqual([0, 2]);
  });

  it('without free text, pages the directory order', () => {
    const order = sixEntries();
    expect(order.pageOf(maskOf([5, 2, 3]), WORDS, 1, 2, undefined)).toEqual([2, 3]);
  });
});
