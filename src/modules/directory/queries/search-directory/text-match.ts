import type { FlatPostings } from './flat-postings.ts';
import type { LexemeVocabulary } from './lexeme-vocabulary.ts';
import type { TextOverlay } from './text-overlay.ts';
import { PI2_6 } from './ts-rank.ts';

/** A free-text search's matches: entry numbers and, at the same index, their relevance (as relevanceSql computes it). */
export type TextMatches = { numbers: Uint32Array; ranks: Float32Array };

/** What a match reads: the text index's current vocabulary, flat postings and overlay. */
export type MatchSources = { vocabulary: LexemeVocabulary; postings: FlatPostings; overlay: TextOverlay };

export type TextMatcher = {
  /** Sizes the scratch space for entry numbers below `capacity`. */
  resize: (capacity: number) => void;
  /** Entries holding a lexeme that starts with every term (`t1:* & t2:* ...`), with their relevance. */
  match: (terms: readonly string[], sources: MatchSources) => TextMatches;
};

/**
 * Matches terms as prefixes and ranks as `relevanceSql`: the mean of each term's ts_rank. The
 * scratch space (per entry: terms matched so far, running sums) is allocated once per capacity and
 * left zeroed after every match, so a match allocates only its answer.
 */
export function createTextMatcher(): TextMatcher {
  let seen = new Uint8Array(0);
  let sums = new Float32Array(0);
  let termSums = new Float32Array(0);
  let touched = new Uint32Array(0);

  return {
    resize(capacity) {
      seen = new Uint8Array(capacity);
      sums = new Float32Array(capacity);
      termSums = new Float32Array(capacity);
      touched = new Uint32Array(capacity);
    },
    match(terms, { vocabulary, postings, overlay }) {
      const { offsets, entries, scoreCodes, scoreTable } = postings;
      const { stale, entries: overlaid } = overlay;
      const { lexemes } = vocabulary;
      const unique = [...new Set(terms)];
      let touchedCount = 0;
      /** One matching lexeme of term `t` in `entry`: counts only if the entry matched every earlier term. */
      const addScore = (entry: number, score: number, t: number) => {
        const matched = seen[entry]!;
        if (matched === t) {
          seen[entry] = t + 1;
          if (t === 0) touched[touchedCount++] = entry;
          termSums[entry] = score / PI2_6;
        } else if (matched === t + 1) termSums[entry] = termSums[entry]! + score / PI2_6;
      };
      for (let t = 0; t < unique.length; t++) {
        // Per entry, this term's score is summed in single precision over its matching lexemes in
        // lexeme order (as ts_rank does for one term); the typed arrays round every store to float4.
        const run = vocabulary.withPrefix(unique[t]!);
        for (const id of run) {
          for (let p = offsets[id]!, end = offsets[id + 1]!; p < end; p++) {
            if (!stale[entries[p]!]) addScore(entries[p]!, scoreTable[scoreCodes[p]!]!, t);
          }
        }
        if (overlaid.size > 0) {
          const inRun = new Set(run);
          for (const [entry, { lexemes: ids, scores: entryScores }] of overlaid) {
            const order = ids.map((id, i) => [id, i] as const).filter(([id]) => inRun.has(id));
            order.sort(([a], [b]) => (lexemes[a]! < lexemes[b]! ? -1 : 1));
            for (const [, i] of order) addScore(entry, entryScores[i]!, t);
          }
        }
        for (let i = 0; i < touchedCount; i++) {
          const entry = touched[i]!;
          if (seen[entry] === t + 1) sums[entry] = t === 0 ? termSums[entry]! : sums[entry]! + termSums[entry]!;
        }
      }
      let found = 0;
      for (let i = 0; i < touchedCount; i++) if (seen[touched[i]!] === unique.length) found++;
      const numbers = new Uint32Array(found);
      const ranks = new Float32Array(found);
      for (let i = 0, k = 0; i < touchedCount; i++) {
        const entry = touched[i]!;
        if (seen[entry] === unique.length) {
          numbers[k] = entry;
          ranks[k++] = sums[entry]! / unique.length;
        }
        seen[entry] = 0;
      }
      return { numbers, ranks };
    },
  };
}
