import { describe, expect, it } from 'vitest';
import { readTsvector } from './read-tsvector.ts';
import { createTextIndex, type TextIndex } from './text-index.ts';
import type { TextMatches } from './text-match.ts';
import { lexemeScore } from './ts-rank.ts';

const read = (text: string) => {
  const out: [string, number][] = [];
  readTsvector(text, (lexeme, score) => out.push([lexeme, score]));
  return out;
};

const sortedMatches = ({ numbers, ranks }: TextMatches) => [...numbers].map((n, i) => [n, ranks[i]!] as const).sort(([a], [b]) => a - b);

function loaded(entries: Map<number, string>, overlayLimit?: number): TextIndex {
  const index = createTextIndex({ overlayLimit });
  const loader = index.startLoad();
  for (const [entry, text] of entries) loader.add(entry, text);
  loader.finish();
  return index;
}

describe('readTsvector', () => {
  it('reads lexemes with doubled quotes and escaped backslashes, weights and missing positions', () => {
    expect(read(`'it''s':1A 'back\\\\slash':2B,3 'plain'`).map(([lexeme]) => lexeme)).toEqual(["it's", 'back\\slash', 'plain']);
    const [[, a], [, bd], [, none]] = read(`'x':1A 'y':2B,3 'z'`) as [[string, number], [string, number], [string, number]];
    expect(a).toBe(lexemeScore([3]));
    expect(bd).toBe(lexemeScore([2, 0]));
    expect(none).toBe(lexemeScore([0]));
  });

  it('rejects text that is not a tsvector', () => {
    expect(() => read('nope')).toThrow(/not a tsvector/);
    expect(() => read(`'open`)).toThrow(/unterminated/);
  });
});

describe('lexemeScore', () => {
  it("is ts_rank's contribution: a single A position ranks 1 / (pi^2 / 6) = 0.6079271 for a one-term query", () => {
    const index = loaded(new Map([[1, `'talent':1A`]]));
    expect(index.match(['tal']).ranks[0]).toBe(Math.fround(0.6079271));
    // The best-weighted position counts in full wherever it is; the others by weight / j^2.
    // (Exact equality with PostgreSQL's ts_rank is checked against PostgreSQL: facet-index.test.ts.)
    expect(lexemeScore([3, 1])).toBeCloseTo(1 + 0.2 / 4, 6);
    expect(lexemeScore([1, 3])).toBeCloseTo(1 + 0.2, 6);
    expect(lexemeScore([1, 1])).toBeCloseTo(0.2 + 0.2 / 4, 6);
  });
});

describe('createTextIndex', () => {
  const texts = new Map<number, string>([
    [0, `'greenhouse':3B 'talent':1A 'vp':2A`],
    [1, `'green':1A 'lever':2B`],
    [2, `'anna':1A 'greta':4C 'schmidt':2A`],
    [5, `'workday':1B`],
  ]);

  it('matches every term as a prefix, all terms required, and ranks by the mean of the terms', () => {
    const index = loaded(texts);
    expect(sortedMatches(index.match(['gre'])).map(([n]) => n)).toEqual([0, 1, 2]);
    expect(sortedMatches(index.match(['gre', 'tal'])).map(([n]) => n)).toEqual([0]);
    expect(index.match(['nothing']).numbers).toHaveLength(0);
    const [anna] = sortedMatches(index.match(['anna', 'schmidt']));
    expect(anna?.[1]).toBe(Math.fround((Math.fround(lexemeScore([3]) / 1.64493406685) * 2) / 2));
  });

  it('answers after puts and removals exactly as a fresh load of the same entries, before and after folding', () => {
    for (const overlayLimit of [1000, 2]) {
      const index = loaded(texts, overlayLimit);
      const current = new Map(texts);
      const changes: [number, string | null][] = [
        [1, `'grey':1A 'lever':2B,5C`],
        [7, `'greenfield':1A 'talented':2B`],
        [0, null],
        [8, `'vp':1A 'people':2A 'gre':3C`],
        [2, `'anna':1A`],
      ];
      for (const [entry, text] of changes) {
        if (text === null) {
          index.remove(entry);
          current.delete(entry);
        } else {
          index.put(entry, text);
          current.set(entry, text);
        }
        const fresh = loaded(current);
        for (const terms of [['gre'], ['g'], ['lever'], ['vp', 'people'], ['anna'], ['tal'], ['grey', 'lev']]) {
          expect(sortedMatches(index.match(terms)), `${overlayLimit} ${entry} ${terms.join(' ')}`).toEqual(sortedMatches(fresh.match(terms)));
        }
      }
    }
  });

  it('keeps answering from the previous state until a new load finishes', () => {
    const index = loaded(texts);
    const loader = index.startLoad();
    loader.add(3, `'other':1A`);
    expect(index.match(['gre']).numbers).toHaveLength(3);
    loader.finish();
    expect(index.match(['gre']).numbers).toHaveLength(0);
    expect([...index.match(['oth']).numbers]).toEqual([3]);
  });
});

describe('typo tolerance', () => {
  const costsOf = ({ numbers, costs }: TextMatches) => Object.fromEntries([...numbers].map((n, i) => [n, costs[i]!]));

  it('reaches words one typo away from 5 characters and two from 9, and costs exact < prefix < one typo < two', () => {
    const index = loaded(
      new Map([
        [1, `'recruiter':1A`],
        [2, `'recruiters':1A`],
        [3, `'recruitre':1A`],
        [4, `'recruiting':1A`],
        [5, `'plumber':1A`],
      ]),
    );
    // 'recruiter' (9 characters, the last term: a prefix): 1 is itself, 2 begins with it, 3 one
    // transposition away, 4 begins with 'recruitin', two substitutions away.
    expect(costsOf(index.match(['recruiter']))).toEqual({ 1: 0, 2: 1, 3: 9, 4: 18 });
    // A misspelt term followed by another must be one whole word's typo: 'recrut' begins several
    // words one typo away, but no word is one typo from it; as the last term it reaches them all
    // (and 'recruiter', now first, reaches 'recruiting' no more: three typos as a whole word).
    expect(costsOf(index.match(['recrut', 'recruiter']))).toEqual({});
    expect(Object.keys(costsOf(index.match(['recruiter', 'recrut'])))).toEqual(['1', '2', '3']);
    // Four characters: no typo allowed.
    expect(costsOf(index.match(['plmb']))).toEqual({});
    expect(costsOf(index.match(['plumbr']))).toEqual({ 5: 9 });
  });

  it('finds entries written after the load through their typo lexemes too', () => {
    const index = loaded(new Map([[1, `'workday':1B`]]));
    index.put(2, `'workday':1A`);
    expect(costsOf(index.match(['workdya']))).toEqual({ 1: 9, 2: 9 });
    expect(sortedMatches(index.match(['workdya']))[1]![1]).toBeGreaterThan(sortedMatches(index.match(['workdya']))[0]![1]);
  });
});
