import { describe, expect, it } from 'vitest';
import { createCardFactsStore } from './card-facts-store.ts';

describe('the card facts store', () => {
  it('gives back each position’s last facts, through replacements, clears, growth and a reset', () => {
    const store = createCardFactsStore();
    const expected = new Map<number, string>();
    // Far past the first sizes of both the positions and the bytes, with 2- to 4-byte characters.
    for (let i = 0; i < 5000; i++) {
      const position = (i * 7919) % 3000;
      const facts = JSON.stringify([`Zoë ${i}`, 'Łukasiewicz', '北京 VP 🚀', 'x'.repeat(i % 120), i]);
      store.set(position, facts);
      expected.set(position, facts);
      if (i % 11 === 0) {
        store.clear(position);
        expected.delete(position);
      }
    }
    for (let position = 0; position < 3100; position++) expect(store.at(position), `position ${position}`).toBe(expected.get(position));
    store.reset();
    expect(store.at(0)).toBeUndefined();
    store.set(2, '["a"]');
    expect(store.at(2)).toBe('["a"]');
  });
});
