import type { FlatPostings } from './flat-postings.ts';
import type { LexemeVocabulary } from './lexeme-vocabulary.ts';
import type { TextOverlay } from './text-overlay.ts';
import { PI2_6 } from './ts-rank.ts';
import type { TextTerm } from '../../domain/search-synonyms.ts';

/**
 * A free-text search's matches: entry numbers and, at the same index, their match cost and their
 * relevance (as bestMatchSql computes them). The cost orders matches before relevance does: exact
 * beats prefix beats one typo beats two (matchCostOf).
 */
export type TextMatches = { numbers: Uint32Array; costs: Uint8Array; ranks: Float32Array };

/**
 * How well a term matched an entry, by its best lexeme there: the lexeme itself (0), a word it
 * begins (1), or a word one or two typos away (2, 3).
 */
export type TermTier = 0 | 1 | 2 | 3;

/**
 * An entry's match cost from its terms' tiers: its typos first (9 each), then how many terms matched
 * only as prefixes, so any typo costs more than every prefix of up to 8 terms. At most 8 x 18.
 */
export const TIER_COST = [0, 1, 9, 18] as const;

/** The terms without repeats (the same word and mode once), the last term kept last: it alone is a prefix with typos. */
export function uniqueTerms(terms: readonly TextTerm[]): TextTerm[] {
  const seen = new Map<string, TextTerm>();
  for (const term of terms) seen.set(`${term.exact ? '=' : '~'}${term.word}`, term);
  const last = terms[terms.length - 1];
  const unique = [...seen.values()].filter((term) => term !== last);
  return last ? [...unique, last] : unique;
}

/** What a match reads: the text index's current vocabulary, flat postings and overlay. */
export type MatchSources = { vocabulary: LexemeVocabulary; postings: FlatPostings; overlay: TextOverlay };

export type TextMatcher = {
  /** Sizes the scratch space for entry numbers below `capacity`. */
  resize: (capacity: number) => void;
  /**
   * Entries holding, for every term, the term itself, a word it begins, or a word within its typo
   * budget (the last term: a word beginning with something within it), with their cost and
   * relevance; an exact term (a synonym's word), only the word itself.
   */
  match: (terms: readonly TextTerm[], sources: MatchSources) => TextMatches;
};

/**
 * Matches terms as prefixes or with typos, and ranks as `bestMatchSql`: the mean of each term's
 * ts_rank over the lexemes it reached. The scratch space (per entry: terms matched so far, running
 * sums, best tiers, costs) is allocated once per capacity and left zeroed after every match, so a
 * match allocates only its answer.
 */
export function createTextMatcher(): TextMatcher {
  let seen = new Uint8Array(0);
  let sums = new Float32Array(0);
  let termSums = new Float32Array(0);
  let termTiers = new Uint8Array(0);
  let costs = new Uint8Array(0);
  let touched = new Uint32Array(0);

  return {
    resize(capacity) {
      seen = new Uint8Array(capacity);
      sums = new Float32Array(capacity);
      termSums = new Float32Array(capacity);
      termTiers = new Uint8Array(capacity);
      costs = new Uint8Array(capacity);
      touched = new Uint32Array(capacity);
    },
    match(terms, { vocabulary, postings, overlay }) {
      const { offsets, entries, scoreCodes, scoreTable } = postings;
      const { stale, entries: overlaid } = overlay;
      const { lexemes } = vocabulary;
      const unique = uniqueTerms(terms);
      const last = terms[terms.length - 1];
      let touchedCount = 0;
      /**
       * One lexeme of term `t` in `entry`, reached at `tier`: counts only if the entry matched every
       * earlier term. A typo's lexeme adds its own rounded rank, as SQL adds its separate ts_rank.
       */
      const addScore = (entry: number, score: number, t: number, tier: number) => {
        const matched = seen[entry]!;
        const rank = tier >= 2 ? Math.fround(score / PI2_6) : score / PI2_6;
        if (matched === t) {
          seen[entry] = t + 1;
          if (t === 0) touched[touchedCount++] = entry;
          termSums[entry] = rank;
          termTiers[entry] = tier;
        } else if (matched === t + 1) {
          // A typo's word adds to the term's rank only where the term itself matched no word: an
          // entry holding 'officer' gains nothing from also holding 'Officevibe'. (Typo lexemes come
          // after the prefix run, so the tier already says whether one did.)
          if (tier >= 2 && termTiers[entry]! <= 1) return;
          termSums[entry] = termSums[entry]! + rank;
          if (tier < termTiers[entry]!) termTiers[entry] = tier;
        }
      };
      /** Every posting of lexemes `ids` (in the order given) for term `t`, each at its tier. */
      const addLexemes = (ids: readonly number[], tiers: readonly number[], t: number) => {
        for (let k = 0; k < ids.length; k++) {
          const id = ids[k]!;
          for (let p = offsets[id]!, end = offsets[id + 1]!; p < end; p++) {
            if (!stale[entries[p]!]) addScore(entries[p]!, scoreTable[scoreCodes[p]!]!, t, tiers[k]!);
          }
        }
        if (overlaid.size > 0 && ids.length > 0) {
          const tierOf = new Map(ids.map((id, k) => [id, k] as const));
          for (const [entry, { lexemes: entryIds, scores: entryScores }] of overlaid) {
            const order = entryIds.map((id, i) => [tierOf.get(id), i] as const).filter((pair): pair is readonly [number, number] => pair[0] !== undefined);
            // In the order of `ids`: lexeme order within the prefix run, then the typo lexemes'.
            order.sort(([a], [b]) => a - b);
            for (const [k, i] of order) addScore(entry, entryScores[i]!, t, tiers[k]!);
          }
        }
      };
      for (let t = 0; t < unique.length; t++) {
        const { word, exact } = unique[t]!;
        if (exact) {
          const id = vocabulary.idIfKnown(word);
          addLexemes(id === undefined ? [] : [id], [0], t);
        } else {
          // Per entry, this term's score is summed in single precision over its matching lexemes in
          // lexeme order (as ts_rank does for one term); the typed arrays round every store to float4.
          const run = vocabulary.withPrefix(word);
          addLexemes(
            run,
            run.map((id) => (lexemes[id] === word ? 0 : 1)),
            t,
          );
          const typos = vocabulary.withTypos(word, unique[t] === last);
          addLexemes(
            typos.map((typo) => typo.id),
            typos.map((typo) => 1 + typo.typos),
            t,
          );
        }
        for (let i = 0; i < touchedCount; i++) {
          const entry = touched[i]!;
          if (seen[entry] !== t + 1) continue;
          sums[entry] = t === 0 ? termSums[entry]! : sums[entry]! + termSums[entry]!;
          costs[entry] = costs[entry]! + TIER_COST[termTiers[entry]! as TermTier];
        }
      }
      let found = 0;
      for (let i = 0; i < touchedCount; i++) if (seen[touched[i]!] === unique.length) found++;
      const numbers = new Uint32Array(found);
      const matchCosts = new Uint8Array(found);
      const ranks = new Float32Array(found);
      for (let i = 0, k = 0; i < touchedCount; i++) {
        const entry = touched[i]!;
        if (seen[entry] === unique.length) {
          numbers[k] = entry;
          matchCosts[k] = costs[entry]!;
          ranks[k++] = sums[entry]! / unique.length;
        }
        seen[entry] = 0;
        costs[entry] = 0;
      }
      return { numbers, costs: matchCosts, ranks };
    },
  };
}
