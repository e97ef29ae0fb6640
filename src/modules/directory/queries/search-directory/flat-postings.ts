/**
 * Every lexeme's postings (entry, score) in two flat typed arrays, compressed sparse rows: the
 * postings of lexeme id k are offsets[k] .. offsets[k + 1] in `entries` and `scores`. Built once
 * per load (or fold) from (entry, lexeme, score) triples; flat arrays keep ~50 MB of postings at
 * 100,000 entries compact and quick to walk.
 */
export type FlatPostings = { offsets: Uint32Array; entries: Uint32Array; scores: Float32Array };

export const emptyFlatPostings = (): FlatPostings => ({ offsets: new Uint32Array(1), entries: new Uint32Array(0), scores: new Float32Array(0) });

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
      const entries = new Uint32Array(count);
      const scores = new Float32Array(count);
      for (let t = 0; t < count; t++) {
        const slot = cursor[l[t]!]!++;
        entries[slot] = e[t]!;
        scores[slot] = s[t]!;
      }
      return { offsets, entries, scores };
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
