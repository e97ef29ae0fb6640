import { describe, expect, it } from 'vitest';
import { canonicalSearchTerm, folded, MAX_VARIANTS, SEARCH_SYNONYMS, searchWords, textQueryOf } from './search-synonyms.ts';

const groupOf = (phrase: string) => SEARCH_SYNONYMS.find((group) => group.some((p) => searchWords(p).join(' ') === searchWords(phrase).join(' ')));
const asText = (query: ReturnType<typeof textQueryOf>) => query.map((variant) => variant.map(({ word, exact }) => (exact ? `=${word}` : word)).join(' '));

describe("the field's synonyms (reference data)", () => {
  it('pairs what issue 33 names, each group in one place', () => {
    const pairs = [
      ['CPO', 'Chief People Officer'],
      ['CHRO', 'Chief Human Resources Officer'],
      ['HR', 'Human Resources'],
      ['HRBP', 'HR Business Partner'],
      ['TA', 'Talent Acquisition'],
      ['L&D', 'Learning & Development'],
      ['DEI', 'D&I'],
      ['DEI', 'Diversity Equity & Inclusion'],
      ['People Ops', 'People Operations'],
      ['Comp & Ben', 'Compensation & Benefits'],
      ['München', 'Munich'],
      ['Köln', 'Cologne'],
    ];
    for (const [a, b] of pairs) expect(groupOf(a!), `${a} / ${b}`).toBe(groupOf(b!));
  });

  it('has no phrase in two groups and no group of one phrase, so a typed phrase has one meaning', () => {
    const seen = new Map<string, number>();
    SEARCH_SYNONYMS.forEach((group, index) => {
      expect(group.length, group.join(' / ')).toBeGreaterThan(1);
      for (const phrase of group) {
        const words = searchWords(phrase).map(folded).join(' ');
        expect(words, phrase).not.toBe('');
        expect(seen.get(words), `${phrase} in two groups`).toBeUndefined();
        seen.set(words, index);
      }
    });
  });
});

describe('textQueryOf', () => {
  it('leaves a search without a synonym as it is: one variant, every word a prefix', () => {
    expect(asText(textQueryOf(['greenhouse', 'berlin']))).toEqual(['greenhouse berlin']);
  });

  it('adds each phrase of a synonym as a variant, its words exact, the typed short words exact too', () => {
    expect(asText(textQueryOf(['cpo']))).toEqual(['=cpo', '=chief =people =officer']);
    expect(asText(textQueryOf(['l', 'd']))).toEqual(['=l =d', '=learning =development', '=learning =and =development']);
    expect(asText(textQueryOf(['chief', 'people', 'officer', 'berlin']))).toEqual(['chief people officer berlin', '=cpo berlin']);
  });

  it('takes the longest phrase where two begin alike, and keeps the words around it in place', () => {
    expect(asText(textQueryOf(['greenhouse', 'hr', 'business', 'partner']))).toEqual([
      'greenhouse =hr business partner',
      'greenhouse =hrbp',
      'greenhouse =human =resources =business =partner',
    ]);
  });

  it('recognises a synonym typed without its accents, and matches the words as the text holds them', () => {
    expect(asText(textQueryOf(['munchen']))).toEqual(['munchen', '=munich', '=münchen', '=muenchen']);
    expect(asText(textQueryOf(['zürich']))).toEqual(['zürich', '=zurich', '=zuerich']);
    expect(asText(textQueryOf(['krakow']))).toEqual(['krakow', '=kraków', '=krakau']);
  });

  it('expands two synonyms into their combinations, at most MAX_VARIANTS', () => {
    expect(textQueryOf(['cpo', 'munich'])).toHaveLength(8);
    expect(textQueryOf(['dei', 'comp', 'ben']).length).toBeLessThanOrEqual(MAX_VARIANTS);
  });
});

describe('canonicalSearchTerm (the name insights count a search under)', () => {
  it('names a synonym by its group’s first phrase spelled out, whichever phrase was typed', () => {
    expect(canonicalSearchTerm(searchWords('Chief People Officer'))).toBe('chief people officer');
    expect(canonicalSearchTerm(searchWords('cpo'))).toBe('chief people officer');
    expect(canonicalSearchTerm(searchWords('TA Berlin'))).toBe('talent acquisition berlin');
    expect(canonicalSearchTerm(searchWords('L&D'))).toBe('learning development');
    expect(canonicalSearchTerm(searchWords('D&I'))).toBe('diversity equity inclusion');
    expect(canonicalSearchTerm(searchWords('people operations'))).toBe('people ops');
  });

  it('folds accents, so places typed in other languages are one term', () => {
    expect(canonicalSearchTerm(searchWords('München'))).toBe('munich');
    expect(canonicalSearchTerm(searchWords('muenchen'))).toBe('munich');
    expect(canonicalSearchTerm(searchWords('Zoë workday'))).toBe('zoe workday');
  });

  it('is null without words', () => {
    expect(canonicalSearchTerm([])).toBeNull();
  });
});
