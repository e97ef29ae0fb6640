import { describe, expect, it } from 'vitest';
import { typoBudget, typoLexemes } from './typo-lexemes.ts';

/**
 * Optimal string alignment distances, the textbook table: what the walk must agree with. Row d,
 * last column, is the distance of the lexeme's first d characters to the whole term, so one table
 * answers both a whole word and every prefix of it.
 */
function distanceTable(lexeme: string, term: string): number[][] {
  const d = Array.from({ length: lexeme.length + 1 }, (_, i) => Array.from({ length: term.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= lexeme.length; i++) {
    for (let j = 1; j <= term.length; j++) {
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + (lexeme[i - 1] === term[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && lexeme[i - 1] === term[j - 2] && lexeme[i - 2] === term[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d;
}

function bruteForce(sorted: string[], term: string, asPrefix: boolean) {
  const budget = typoBudget(term.length);
  return sorted.flatMap((lexeme) => {
    if (budget === 0 || lexeme.startsWith(term)) return [];
    const toWholeTerm = distanceTable(lexeme, term).map((row) => row[term.length]!);
    const typos = asPrefix ? Math.min(...toWholeTerm) : toWholeTerm[lexeme.length]!;
    return typos >= 1 && typos <= budget ? [{ lexeme, typos }] : [];
  });
}

const VOCABULARY = [
  'john', 'johnson', 'jonathan', 'recruiting', 'recruiter', 'recruitment', 'workday', 'workable', 'greenhouse', 'munich',
  'münchen', 'cologne', 'köln', 'people', 'partner', 'partners', 'talent', 'acquisition', 'learning', 'development',
  'developer', 'benefits', 'compensation', 'officer', 'offices', 'chief', 'manager', 'managed', 'management',
].sort();

describe('typo lexemes', () => {
  it('allows no typo below 5 characters, one from 5, two from 9', () => {
    expect([4, 5, 8, 9, 20].map(typoBudget)).toEqual([0, 1, 1, 2, 2]);
  });

  it('finds the misspelt word, a transposition counting as one typo', () => {
    expect(typoLexemes(VOCABULARY, 'workdya', false)).toEqual([{ lexeme: 'workday', typos: 1 }]);
    expect(typoLexemes(VOCABULARY, 'recuriting', false)).toEqual([{ lexeme: 'recruiting', typos: 1 }]);
    expect(typoLexemes(VOCABULARY, 'acqusiton', false)).toEqual([{ lexeme: 'acquisition', typos: 2 }]);
    expect(typoLexemes(VOCABULARY, 'jonh', false)).toEqual([]);
  });

  it('reaches, for the last term, the words beginning with something one typo away', () => {
    expect(typoLexemes(VOCABULARY, 'recrut', true).map((found) => found.lexeme)).toEqual(['recruiter', 'recruiting', 'recruitment']);
    expect(typoLexemes(VOCABULARY, 'recrut', false)).toEqual([]);
  });

  it('leaves out the words the term matches as they are, itself and those it begins', () => {
    expect(typoLexemes(VOCABULARY, 'manager', false)).toEqual([{ lexeme: 'managed', typos: 1 }]);
    expect(typoLexemes(VOCABULARY, 'partner', true)).toEqual([]);
  });

  it('agrees with the textbook table on every word of a random vocabulary', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    const word = (length: number) => Array.from({ length }, () => 'abcde'[Math.floor(random() * 5)]).join('');
    const sorted = [...new Set(Array.from({ length: 800 }, () => word(3 + Math.floor(random() * 9))))].sort();
    for (let k = 0; k < 40; k++) {
      const term = word(5 + Math.floor(random() * 7));
      for (const asPrefix of [false, true]) expect(typoLexemes(sorted, term, asPrefix), `${term} ${asPrefix}`).toEqual(bruteForce(sorted, term, asPrefix));
    }
  });
});
