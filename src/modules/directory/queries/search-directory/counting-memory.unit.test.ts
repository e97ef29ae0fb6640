import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { assembleWat, WASM_MODULES, wasmModuleSource } from '../../../../cli/build-wasm.ts';
import { seededRandom } from '../../../../../tests/fuzz/seeded-random.ts';
import { COUNTING_BLOCK_WORDS, createCountingMemory } from './counting-memory.ts';

const popcount = (x: number) => {
  let n = 0;
  for (let v = x >>> 0; v !== 0; v &= v - 1) n++;
  return n;
};

describe('the counting memory', () => {
  it('counts each option against a mask as a bit-by-bit count does, through growth of both options and words', () => {
    const random = seededRandom(20261204).next;
    const memory = createCountingMemory();
    const options: Uint32Array[] = [];
    let words = 0;
    // Grown the way the bitsets grow: options added one by one, words widened as entries arrive.
    for (const [optionCount, wordCount] of [[3, 5], [70, 5], [70, 130], [140, 131], [141, 1000]] as const) {
      while (options.length < optionCount) options.push(new Uint32Array(0));
      words = wordCount;
      memory.reserve(options.length, words);
      for (let code = 0; code < options.length; code++) {
        const wider = new Uint32Array(words);
        wider.set(options[code]!);
        options[code] = wider;
        // New bits at random, and some cleared again.
        for (let i = 0; i < 40; i++) {
          const position = Math.floor(random() * words * 32);
          const word = position >>> 5;
          const bit = 1 << (position & 31);
          if (random() < 0.25) {
            options[code]![word]! &= ~bit;
            memory.clear(code, word, bit);
          } else {
            options[code]![word]! |= bit;
            memory.set(code, word, bit);
          }
        }
      }
      const mask = Uint32Array.from({ length: words }, () => (random() * 2 ** 32) >>> 0);
      // Ranges that start and end inside blocks, a whole one, and an empty one.
      for (const [from, to] of [[0, words], [3, Math.max(3, words - 2)], [1, 2], [0, 0]] as const) {
        memory.useMask(mask, from, to);
        for (let code = 0; code < options.length; code++) {
          // The range is rounded out to whole blocks: the count covers at least [from, to), within the words held.
          const start = Math.floor(from / COUNTING_BLOCK_WORDS) * COUNTING_BLOCK_WORDS;
          const end = Math.min(words, Math.ceil(to / COUNTING_BLOCK_WORDS) * COUNTING_BLOCK_WORDS);
          let expected = 0;
          for (let w = start; w < end; w++) expected += popcount(options[code]![w]! & mask[w]!);
          expect(memory.countWith(code), `${optionCount} options × ${wordCount} words, [${from}, ${to}), option ${code}`).toBe(expected);
        }
      }
    }
    memory.reset();
    memory.useMask(new Uint32Array(words).fill(0xffffffff), 0, words);
    expect(memory.countWith(0)).toBe(0);
  });

  it('runs the binary its WebAssembly text assembles to (npm run build:wasm writes it)', async () => {
    for (const { source, output, constant } of WASM_MODULES) {
      expect(await readFile(output, 'utf8'), `${output} is not what ${source} assembles to: npm run build:wasm`).toBe(wasmModuleSource(constant, source, await assembleWat(source)));
    }
  });
});
