/**
 * Each entry's card facts (entry-columns.ts's CARD_FACTS), by position, as UTF-8 in one buffer:
 * off the V8 heap, so a full collection does not mark a string per entry (a cold process's
 * collections were a quarter of its busy thread, decision 052). A rewritten entry's facts are
 * appended and the old bytes left, as the bitsets' codes are (facet-bitsets.ts); a reset compacts.
 */
export type CardFactsStore = {
  set: (position: number, facts: string) => void;
  clear: (position: number) => void;
  /** The facts at a position; undefined for none. */
  at: (position: number) => string | undefined;
  reset: () => void;
};

export function createCardFactsStore(): CardFactsStore {
  let bytes = Buffer.allocUnsafeSlow(1 << 16);
  let used = 0;
  let start = new Uint32Array(0);
  let end = new Uint32Array(0);
  return {
    set(position, facts) {
      if (position >= start.length) {
        const length = Math.max(position + 1, start.length * 2, 1024);
        const wider = (old: Uint32Array) => {
          const array = new Uint32Array(length);
          array.set(old);
          return array;
        };
        start = wider(start);
        end = wider(end);
      }
      const size = Buffer.byteLength(facts, 'utf8');
      if (used + size > bytes.length) {
        const larger = Buffer.allocUnsafeSlow(Math.max(bytes.length * 2, used + size));
        bytes.copy(larger, 0, 0, used);
        bytes = larger;
      }
      bytes.write(facts, used, 'utf8');
      start[position] = used;
      used += size;
      end[position] = used;
    },
    clear(position) {
      if (position < end.length) end[position] = start[position]!;
    },
    at: (position) => (position < end.length && end[position] !== start[position] ? bytes.toString('utf8', start[position], end[position]) : undefined),
    reset() {
      used = 0;
      start.fill(0);
      end.fill(0);
    },
  };
}
