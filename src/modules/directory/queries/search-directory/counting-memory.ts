import { FACET_POPCOUNT_WASM } from './facet-popcount.wasm.ts';

/** Words a step of the kernel's loop takes (32 bytes): every range it counts is a whole number of them. */
export const COUNTING_BLOCK_WORDS = 8;
const BYTES_PER_WORD = 4;
const PAGE_BYTES = 65_536;

type Kernel = { memory: WebAssembly.Memory; andCount: (a: number, b: number, bytes: number) => number };

/** Compiled once per process: a few hundred bytes, compiled in well under a millisecond. */
let compiled: WebAssembly.Module | undefined;

/**
 * Every option's bitset again, in a WebAssembly memory, for the facet counts' inner loop
 * (facet-popcount.wat): the same bits as facet-bitsets.ts's arrays, kept in step by it on every
 * write. The memory holds a search's mask first, then each option's bitset, each `stride` words
 * (a whole number of the kernel's blocks, at least the bitsets' length). A mask is copied in once
 * per set of counts (`useMask`); each option's count over it is then one call.
 */
export type CountingMemory = {
  /** Makes room for `options` bitsets of `words` words each, keeping the bits held (grows by doubling). */
  reserve: (options: number, words: number) => void;
  /** Sets or clears an entry's bit (`bit`, one set bit) in word `word` of an option's bitset. */
  set: (code: number, word: number, bit: number) => void;
  clear: (code: number, word: number, bit: number) => void;
  /** Clears every bit. */
  reset: () => void;
  /**
   * Copies words [from, to) of a mask in, for the counts that follow: the range they count over,
   * rounded out to whole blocks (within the stride).
   */
  useMask: (mask: Uint32Array, from: number, to: number) => void;
  /** How many entries an option shares with the last mask, over its range. */
  countWith: (code: number) => number;
};

export function createCountingMemory(): CountingMemory {
  compiled ??= new WebAssembly.Module(Buffer.from(FACET_POPCOUNT_WASM, 'base64'));
  const kernel = new WebAssembly.Instance(compiled).exports as unknown as Kernel;
  const { memory, andCount } = kernel;
  /** Words of each bitset (and of the mask before them). */
  let stride = 0;
  let options = 0;
  let view = new Uint32Array(memory.buffer);
  /** The last mask's range, in bytes from the start of a bitset. */
  let rangeStart = 0;
  let rangeBytes = 0;

  const baseOf = (code: number) => stride * (code + 1);

  return {
    reserve(neededOptions, neededWords) {
      if (neededOptions <= options && neededWords <= stride) return;
      const newStride = neededWords <= stride ? stride : Math.ceil(Math.max(neededWords, stride * 2) / COUNTING_BLOCK_WORDS) * COUNTING_BLOCK_WORDS;
      const newOptions = neededOptions <= options ? options : Math.max(neededOptions, options * 2, 64);
      const bytes = newStride * (newOptions + 1) * BYTES_PER_WORD;
      if (bytes > memory.buffer.byteLength) {
        memory.grow(Math.ceil((bytes - memory.buffer.byteLength) / PAGE_BYTES));
        // Growing replaces the memory's buffer: views of the old one are empty.
        view = new Uint32Array(memory.buffer);
      }
      if (newStride !== stride) {
        // Each bitset moves further along (a wider stride): the last first, so none is overwritten before it moved.
        for (let code = options - 1; code >= 0; code--) {
          const from = baseOf(code);
          const to = newStride * (code + 1);
          view.copyWithin(to, from, from + stride);
          view.fill(0, to + stride, to + newStride);
        }
        view.fill(0, 0, newStride);
        stride = newStride;
      }
      options = newOptions;
    },
    set(code, word, bit) {
      view[baseOf(code) + word]! |= bit;
    },
    clear(code, word, bit) {
      view[baseOf(code) + word]! &= ~bit;
    },
    reset() {
      view.fill(0);
    },
    useMask(mask, from, to) {
      const start = Math.floor(from / COUNTING_BLOCK_WORDS) * COUNTING_BLOCK_WORDS;
      const end = Math.min(stride, Math.ceil(to / COUNTING_BLOCK_WORDS) * COUNTING_BLOCK_WORDS);
      const copied = Math.min(end, mask.length);
      view.set(mask.subarray(start, copied), start);
      view.fill(0, Math.max(start, copied), end);
      rangeStart = start * BYTES_PER_WORD;
      rangeBytes = Math.max(0, end - start) * BYTES_PER_WORD;
    },
    countWith(code) {
      return andCount(rangeStart, baseOf(code) * BYTES_PER_WORD + rangeStart, rangeBytes);
    },
  };
}
