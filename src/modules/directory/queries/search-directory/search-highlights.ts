import type { TextQuery } from '../../domain/search-synonyms.ts';
import type { ResolvedSearch } from './resolve-search-filters.ts';
import { typoLexemes } from './typo-lexemes.ts';

/** A matched stretch of a shown text: [start, end) in its UTF-16 code units. */
export type MatchRange = [number, number];

/** Around a bio's first match, about this many characters are shown. */
const SNIPPET_CHARACTERS = 160;

/**
 * Why a card matched (issue 33 item 3): the words of a shown text the search reached, by the rules
 * the index matched with (text-match.ts): a term itself, a word it begins, a word within its typo
 * budget (the last term: beginning with something that close), a synonym's word itself. Found on
 * the card's own words, so it needs neither the index nor PostgreSQL.
 */
export type Highlighter = {
  rangesIn: (text: string) => MatchRange[];
  /** About SNIPPET_CHARACTERS of `text` around its first match, with the matches in it; undefined without one. */
  snippetOf: (text: string) => { snippet: string; ranges: MatchRange[] } | undefined;
};

const WORD = /[\p{L}\p{N}]+/gu;

export function createHighlighter(query: TextQuery): Highlighter {
  const exact = new Set<string>();
  /** The terms matched as typed, each with whether it is its variant's last (a prefix with typos). */
  const typed = new Map<string, boolean>();
  for (const variant of query) {
    variant.forEach((term, i) => {
      if (term.exact) exact.add(term.word);
      else typed.set(term.word, (typed.get(term.word) ?? false) || i === variant.length - 1);
    });
  }
  const rangesIn = (text: string): MatchRange[] => {
    const words = [...text.matchAll(WORD)].map((match) => ({ word: match[0].toLowerCase(), at: match.index }));
    if (words.length === 0) return [];
    const sorted = [...new Set(words.map(({ word }) => word))].sort();
    const reached = new Set<string>();
    for (const word of sorted) {
      if (exact.has(word) || [...typed.keys()].some((term) => word.startsWith(term))) reached.add(word);
    }
    for (const [term, asPrefix] of typed) for (const { lexeme } of typoLexemes(sorted, term, asPrefix)) reached.add(lexeme);
    return words.filter(({ word }) => reached.has(word)).map(({ word, at }) => [at, at + word.length]);
  };
  return {
    rangesIn,
    snippetOf(text) {
      const ranges = rangesIn(text);
      if (ranges.length === 0) return undefined;
      const [first] = ranges[0]!;
      let start = Math.max(0, first - SNIPPET_CHARACTERS / 3);
      let end = Math.min(text.length, start + SNIPPET_CHARACTERS);
      start = Math.max(0, end - SNIPPET_CHARACTERS);
      // Whole words at both ends.
      if (start > 0) start = text.indexOf(' ', start) + 1 || start;
      if (end < text.length) end = text.lastIndexOf(' ', end) > first ? text.lastIndexOf(' ', end) : end;
      const lead = start > 0 ? '…' : '';
      const snippet = `${lead}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
      const shift = lead.length - start - (text.slice(start, end).length - text.slice(start, end).trimStart().length);
      return {
        snippet,
        ranges: ranges.filter(([from, to]) => from >= start && to <= end).map(([from, to]) => [from + shift, to + shift]),
      };
    },
  };
}

/** A free-text search's highlighter (why each card matched), made once per resolved search. */
const highlighters = new WeakMap<ResolvedSearch, Highlighter>();
export function highlighterOf(search: ResolvedSearch): Highlighter | undefined {
  if (search.textTerms.length === 0) return undefined;
  let highlighter = highlighters.get(search);
  if (!highlighter) highlighters.set(search, (highlighter = createHighlighter(search.textQuery)));
  return highlighter;
}
