import type { SearchSuggestions } from '../../contracts/search-directory.contract.ts';
import { textQueryOf } from '../../domain/search-synonyms.ts';
import type { FacetGroup, ResolvedSearch } from './resolve-search-filters.ts';
import type { TextMatches } from './text-match.ts';
import { typoBudget } from './typo-lexemes.ts';

/** Under this many results a search offers to drop a filter. */
export const FEW_RESULTS = 5;
/**
 * At most this many corrected searches are offered, and this many tried: each is a whole search's
 * text match, so a search that found nothing costs a few more (measured: docs/benchmarks.md).
 */
const MAX_CORRECTIONS = 3;
const MAX_TRIED = 5;
/** Words tried per term, nearest and most used first. */
const WORDS_PER_TERM = 3;

export type SuggestionSources = {
  /** The free text's matches for a search (the index's, at its current state). */
  matchText: (search: ResolvedSearch) => TextMatches | undefined;
  /** How many entries match a search with these matches. */
  totalOf: (search: ResolvedSearch, text: TextMatches | undefined) => number;
  /** How many entries match everything but each selected filter group. */
  totalsWithout: (search: ResolvedSearch, text: TextMatches | undefined) => Map<FacetGroup, number>;
  /** The vocabulary's words within `budget` typos of a word (or, for the last term, of a prefix), nearest and most used first. */
  nearWords: (search: ResolvedSearch, word: string, budget: number, asPrefix: boolean) => string[];
};

/**
 * What the directory offers when a search finds little (issue 33 item 4), in the API's shape: for
 * a search that found `total` (< FEW_RESULTS), searches with a term corrected from the vocabulary,
 * each with its total, and the filter whose removal would show the most executives; undefined
 * when there is none.
 */
export function suggestionsFor(search: ResolvedSearch, text: TextMatches | undefined, total: number, sources: SuggestionSources): SearchSuggestions | undefined {
  if (total >= FEW_RESULTS) return undefined;
  const corrections = total === 0 && search.textTerms.length > 0 ? correctedSearches(search, sources) : [];
  let dropFilter: { filter: FacetGroup; total: number } | undefined;
  for (const [filter, without] of sources.totalsWithout(search, text)) {
    if (without > total && without > (dropFilter?.total ?? 0)) dropFilter = { filter, total: without };
  }
  return corrections.length > 0 || dropFilter ? { corrections, dropFilter } : undefined;
}

/**
 * Searches with one term replaced by a near word of the vocabulary (one typo more than the term's
 * budget: a 4-letter 'jonh' is one from 'john'), then with every term replaced by its nearest, each
 * kept with its total when it finds someone; the most found first.
 */
function correctedSearches(search: ResolvedSearch, sources: SuggestionSources): { q: string; total: number }[] {
  const terms = search.textTerms;
  const nearOf = terms.map((term, i) =>
    term.length < 3 ? [] : sources.nearWords(search, term, Math.min(2, typoBudget(term.length) + 1), i === terms.length - 1).slice(0, WORDS_PER_TERM),
  );
  const candidates: string[][] = [];
  terms.forEach((_, i) => {
    for (const word of nearOf[i]!) candidates.push(terms.map((term, k) => (k === i ? word : term)));
  });
  if (nearOf.filter((words) => words.length > 0).length > 1) candidates.push(terms.map((term, k) => nearOf[k]![0] ?? term));
  const found = new Map<string, number>();
  for (const candidate of candidates.slice(0, MAX_TRIED)) {
    const q = candidate.join(' ');
    if (found.has(q)) continue;
    const corrected: ResolvedSearch = { ...search, textTerms: candidate, textQuery: textQueryOf(candidate), cacheKey: `suggestion:${q}` };
    const total = sources.totalOf(corrected, sources.matchText(corrected));
    if (total > 0) found.set(q, total);
  }
  return [...found]
    .sort(([, a], [, b]) => b - a)
    .slice(0, MAX_CORRECTIONS)
    .map(([q, total]) => ({ q, total }));
}
