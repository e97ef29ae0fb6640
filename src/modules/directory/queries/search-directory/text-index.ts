import { PAUSE_EVERY, type Pause } from './cooperative-pause.ts';
import { coverLexemes, createPostingTriples, emptyFlatPostings, type FlatPostings, type PostingTriples } from './flat-postings.ts';
import { createLexemeVocabulary } from './lexeme-vocabulary.ts';
import { readTsvector } from './read-tsvector.ts';
import { createTextMatcher, type TextMatches } from './text-match.ts';
import { createTextOverlay } from './text-overlay.ts';
import type { TextQuery } from '../../domain/search-synonyms.ts';

/**
 * Free-text matching and ranking in memory, over the tsvectors PostgreSQL built (to_tsvector
 * 'simple', weights A/B/C): PostgreSQL still decides what the lexemes are; this index answers
 * `column @@ 'a:* & b:*'` and ranks the matches as `bestMatchSql` does, in a few milliseconds
 * instead of visiting every matching row (docs/decisions/013-directory-free-text-in-memory.md).
 *
 * Its parts: the lexemes (lexeme-vocabulary.ts), every lexeme's postings in flat arrays built once
 * per load (flat-postings.ts), the entries written since in a small overlay (text-overlay.ts),
 * folded into the flat arrays once it grows, and the matching (text-match.ts).
 */

/** Past this many entries written since the load, the overlay is folded into the flat arrays. */
const OVERLAY_LIMIT = 2000;

export type TextIndex = {
  /** Replaces the index with the entries added to the loader (entry number, tsvector text) once finished. */
  startLoad: () => { add: (entry: number, tsvector: string) => void; finish: () => void };
  /** Adds or replaces one entry's text. */
  put: (entry: number, tsvector: string) => void;
  remove: (entry: number) => void;
  /**
   * A search's matches with their cost and relevance (text-match.ts): terms as typed (each a
   * prefix, with typos), or a search's variants (synonyms), an entry counted once at its best.
   */
  match: (query: readonly string[] | TextQuery) => TextMatches;
  /**
   * Words of the vocabulary within `budget` typos of `word` (the last term: words beginning with
   * something that close), fewest typos first, then the most used ('did you mean').
   */
  nearWords: (word: string, budget: number, asPrefix: boolean) => string[];
  /** Everything the index holds, as flat postings (the overlay folded in first): what a snapshot keeps. */
  exportState: () => TextIndexState;
  /** Replaces the index with a snapshot's state, in slices (`pause`); entry numbers are below `capacity`. */
  restore: (state: TextIndexState, capacity: number, pause: Pause) => Promise<void>;
};

/** A text index as a snapshot keeps it (index-snapshot.ts): lexemes by id and their flat postings. */
export type TextIndexState = { lexemes: readonly string[] } & FlatPostings;

const isWords = (query: readonly string[] | TextQuery): query is readonly string[] => typeof query[0] === 'string';

/**
 * By entry number, while bestOfEach runs: 1 + the index of the best variant's match so far (0: none
 * yet) and that variant. Kept between searches and left zeroed after each (only the entries it
 * touched are reset): a fresh pair per search was half a megabyte at 100,000 entries to allocate,
 * zero and collect.
 */
type BestScratch = { bestAt: Uint32Array; bestOf: Uint8Array };

/**
 * Each entry matched by any variant, once, at its best variant's cost and relevance (lowest cost,
 * then highest relevance): what bestMatchSql's LATERAL picks in SQL. A variant that matched nothing
 * costs nothing (most synonyms' other phrases match no one), and one that alone matched is the answer.
 */
function bestOfEach(all: TextMatches[], scratch: BestScratch): TextMatches {
  const found = all.filter((matches) => matches.numbers.length > 0);
  if (found.length <= 1) return found[0] ?? all[0]!;
  let highest = 0;
  for (const { numbers } of found) for (let i = 0; i < numbers.length; i++) if (numbers[i]! > highest) highest = numbers[i]!;
  if (scratch.bestAt.length <= highest) {
    scratch.bestAt = new Uint32Array(Math.max(highest + 1, scratch.bestAt.length * 2));
    scratch.bestOf = new Uint8Array(scratch.bestAt.length);
  }
  const { bestAt, bestOf } = scratch;
  const entries: number[] = [];
  found.forEach(({ numbers, costs, ranks }, v) => {
    for (let i = 0; i < numbers.length; i++) {
      const entry = numbers[i]!;
      const known = bestAt[entry]!;
      if (known === 0) entries.push(entry);
      else {
        const other = found[bestOf[entry]!]!;
        const at = known - 1;
        if (costs[i]! > other.costs[at]! || (costs[i] === other.costs[at] && ranks[i]! <= other.ranks[at]!)) continue;
      }
      bestAt[entry] = i + 1;
      bestOf[entry] = v;
    }
  });
  const numbers = new Uint32Array(entries.length);
  const costs = new Uint8Array(entries.length);
  const ranks = new Float32Array(entries.length);
  entries.forEach((entry, k) => {
    const from = found[bestOf[entry]!]!;
    const at = bestAt[entry]! - 1;
    numbers[k] = entry;
    costs[k] = from.costs[at]!;
    ranks[k] = from.ranks[at]!;
    bestAt[entry] = 0;
  });
  return { numbers, costs, ranks };
}

export function createTextIndex({ overlayLimit = OVERLAY_LIMIT }: { overlayLimit?: number } = {}): TextIndex {
  const vocabulary = createLexemeVocabulary();
  let postings = emptyFlatPostings();
  const overlay = createTextOverlay();
  const matcher = createTextMatcher();
  const bestScratch: BestScratch = { bestAt: new Uint32Array(0), bestOf: new Uint8Array(0) };
  /** Whether entries were written or removed since the flat arrays were built (stale or overlaid postings). */
  let changedSinceBuild = false;

  const makeRoomFor = (entry: number) => {
    if (overlay.makeRoomFor(entry)) matcher.resize(overlay.capacity);
  };

  /** The flat arrays of every triple: from then on nothing is stale or overlaid. */
  const rebuild = (triples: PostingTriples) => {
    postings = triples.build(vocabulary.lexemes.length);
    overlay.clear();
    changedSinceBuild = false;
  };

  /** Rebuilds the flat arrays with the overlay folded in and stale postings dropped. */
  const fold = () => {
    const out = createPostingTriples();
    const { offsets, entries, scoreCodes, scoreTable } = postings;
    const { stale } = overlay;
    for (let k = 0; k < vocabulary.lexemes.length; k++) {
      for (let p = offsets[k]!; p < offsets[k + 1]!; p++) if (!stale[entries[p]!]) out.push(entries[p]!, k, scoreTable[scoreCodes[p]!]!);
    }
    for (const [entry, { lexemes: ids, scores: entryScores }] of overlay.entries) {
      ids.forEach((id, i) => out.push(entry, id, entryScores[i]!));
    }
    rebuild(out);
  };

  return {
    startLoad() {
      const out = createPostingTriples();
      const loadedLexemes: string[] = [];
      const loadedIds = new Map<string, number>();
      let highest = -1;
      return {
        add(entry, tsvector) {
          highest = Math.max(highest, entry);
          readTsvector(tsvector, (lexeme, score) => {
            let id = loadedIds.get(lexeme);
            if (id === undefined) {
              id = loadedLexemes.length;
              loadedLexemes.push(lexeme);
              loadedIds.set(lexeme, id);
            }
            out.push(entry, id, score);
          });
        },
        finish() {
          // Swapped in only now, so matches until then use the previous state.
          vocabulary.replaceWith(loadedLexemes, loadedIds);
          overlay.restart();
          makeRoomFor(Math.max(highest, 0));
          rebuild(out);
        },
      };
    },
    put(entry, tsvector) {
      makeRoomFor(entry);
      const ids: number[] = [];
      const entryScores: number[] = [];
      readTsvector(tsvector, (lexeme, score) => {
        ids.push(vocabulary.idOf(lexeme));
        entryScores.push(score);
      });
      overlay.write(entry, { lexemes: ids, scores: entryScores });
      changedSinceBuild = true;
      // New lexemes have no flat postings yet: keep the offsets covering every id.
      postings = coverLexemes(postings, vocabulary.lexemes.length);
      if (overlay.entries.size > overlayLimit) fold();
    },
    remove(entry) {
      overlay.remove(entry);
      changedSinceBuild = true;
    },
    match(query) {
      const variants: TextQuery = isWords(query) ? [query.map((word) => ({ word, exact: false }))] : query;
      const sources = { vocabulary, postings, overlay };
      if (variants.length === 1) return matcher.match(variants[0]!, sources);
      return bestOfEach(
        variants.map((variant) => matcher.match(variant, sources)),
        bestScratch,
      );
    },
    nearWords(word, budget, asPrefix) {
      const { offsets } = postings;
      const used = (id: number) => (id + 1 < offsets.length ? offsets[id + 1]! - offsets[id]! : 0);
      return vocabulary
        .nearWords(word, budget, asPrefix)
        .sort((a, b) => a.typos - b.typos || used(b.id) - used(a.id))
        .map(({ id }) => vocabulary.lexemes[id]!);
    },
    exportState() {
      if (changedSinceBuild) fold();
      return { lexemes: vocabulary.lexemes, ...postings };
    },
    async restore(state, capacity, pause) {
      // Filled in a loop: no array of 100,000s of [lexeme, id] pairs to build the map from.
      const ids = new Map<string, number>();
      const { lexemes } = state;
      for (let id = 0; id < lexemes.length; id++) {
        ids.set(lexemes[id]!, id);
        if ((id & PAUSE_EVERY) === 0) await pause();
      }
      vocabulary.replaceWith(state.lexemes, ids);
      overlay.restart();
      makeRoomFor(Math.max(capacity - 1, 0));
      const { offsets, entries, scoreCodes, scoreTable } = state;
      postings = coverLexemes({ offsets, entries, scoreCodes, scoreTable }, state.lexemes.length);
      overlay.clear();
      changedSinceBuild = false;
    },
  };
}
