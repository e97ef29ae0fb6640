/**
 * Every lexeme's postings (entry, score) in flat typed arrays, compressed sparse rows: the
 * postings of lexeme id k are offsets[k] .. offsets[k + 1] in `entries` and `scoreCodes`, and a
 * posting's score is `scoreTable[scoreCodes[p]]`. Built once per load (or fold) from (entry,
 * lexeme, score) triples. A text index holds a few dozen distinct scores (weights and positions
 * combine in few ways), so a code takes 1 byte instead of a 4-byte float: 6 million postings at
 * 100,000 entries take 31 MB instead of 49 (decision 027).
 */
export type FlatPostings = { offsets: Uint32Array; entries: Uint32Array; scoreCodes: ScoreCodes; scoreTable: Float32Array };

/** The narrowest array holding every code: 8 bits up to 256 distinct scores, 16 up to 65,536, else 32. */
export type ScoreCodes = Uint8Array | Uint16Array | Uint32Array;

export const emptyFlatPostings = (): FlatPostings => ({
  offsets: new Uint32Array(1),
  entries: new Uint32Array(0),
  scoreCodes: new Uint8Array(0),
  scoreTable: new Float32Array(0),
});

const codesFor = (distinct: number, length: number): ScoreCodes =>
  distinct <= 0x100 ? new Uint8Array(length) : distinct <= 0x10000 ? new Uint16Array(length) : new Uint32Array(length);

/** (entry, lexeme id, score) triples, collected in growable typed arrays by a load or a fold. */
export type PostingTriples = {
  push: (entry: number, lexeme: number, score: number) => void;
  /** The postings of every triple pushed, for `lexemeCount` lexeme ids. */
  build: (lexemeCount: number) => FlatPostings;
};

export function createPostingTriples(): PostingTriples {
  let size = 1 << 16;
  let e = new Uint32Array(size);
  let l = new Uint32Array(size);
  let s = new Float32Array(size);
  let count = 0;
  return {
    push(entry, lexeme, score) {
      if (count === size) {
        size *= 2;
        const grow = <T extends Uint32Array | Float32Array>(old: T, make: (n: number) => T) => {
          const wider = make(size);
          wider.set(old);
          return wider;
        };
        e = grow(e, (n) => new Uint32Array(n));
        l = grow(l, (n) => new Uint32Array(n));
        s = grow(s, (n) => new Float32Array(n));
      }
      e[count] = entry;
      l[count] = lexeme;
      s[count] = score;
      count++;
    },
    build(lexemeCount) {
      // A counting sort by lexeme: each lexeme's postings stay in the order they were pushed.
      const counts = new Uint32Array(lexemeCount + 1);
      for (let t = 0; t < count; t++) counts[l[t]! + 1]!++;
      for (let k = 0; k < lexemeCount; k++) counts[k + 1]! += counts[k]!;
      const offsets = counts.slice();
      const cursor = counts;
      const codeOf = new Map<number, number>();
      for (let t = 0; t < count; t++) if (!codeOf.has(s[t]!)) codeOf.set(s[t]!, codeOf.size);
      const entries = new Uint32Array(count);
      const scoreCodes = codesFor(codeOf.size, count);
      for (let t = 0; t < count; t++) {
        const slot = cursor[l[t]!]!++;
        entries[slot] = e[t]!;
        scoreCodes[slot] = codeOf.get(s[t]!)!;
      }
      return { offsets, entries, scoreCodes, scoreTable: Float32Array.from(codeOf.keys()) };
    },
  };
}

/** The same postings with offsets covering `lexemeCount` ids: lexemes new since the build have none yet. */
export function coverLexemes(postings: FlatPostings, lexemeCount: number): FlatPostings {
  const { offsets } = postings;
  if (offsets.length >= lexemeCount + 1) return postings;
  const wider = new Uint32Array(lexemeCount + 1).fill(offsets[offsets.length - 1]!);
  wider.set(offsets);
  return { ...postings, offsets: wider };
}
