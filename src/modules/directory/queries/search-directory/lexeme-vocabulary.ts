import { typoLexemes } from './typo-lexemes.ts';

/** Terms whose typo lexemes are remembered at most; past it the memo starts again. */
const TYPO_MEMO_LIMIT = 4096;

/**
 * Every lexeme the text index has seen, each with a small id, and the ids in lexeme order so that
 * every lexeme starting with a prefix is one run of that order (a search's terms are prefixes).
 */
export type LexemeVocabulary = {
  /** Lexemes by id; the same array for the vocabulary's whole life. */
  readonly lexemes: readonly string[];
  /** The id of a lexeme, given a new id when unseen. */
  idOf: (lexeme: string) => number;
  /** The id of a lexeme the vocabulary holds, without adding it. */
  idIfKnown: (lexeme: string) => number | undefined;
  /** The ids of the lexemes starting with `prefix`, in lexeme order. */
  withPrefix: (prefix: string) => number[];
  /** The lexemes within `budget` typos of a word (the last term: of a prefix), in lexeme order ('did you mean'; not remembered). */
  nearWords: (word: string, budget: number, asPrefix: boolean) => { id: number; typos: 1 | 2 }[];
  /** The ids of the lexemes a term reaches only with typos (typo-lexemes.ts), in lexeme order. */
  withTypos: (term: string, asPrefix: boolean) => { id: number; typos: 1 | 2 }[];
  /** Replaces every lexeme with a load's (ids as the load gave them). */
  replaceWith: (lexemes: readonly string[], ids: ReadonlyMap<string, number>) => void;
};

export function createLexemeVocabulary(): LexemeVocabulary {
  const lexemes: string[] = [];
  const ids = new Map<string, number>();
  /** Lexeme ids in lexeme order, sorted again only when a prefix is looked up after a new lexeme. */
  let sorted: number[] = [];
  /** The lexemes themselves in that order, for the typo walk. */
  let sortedLexemes: string[] = [];
  let sortedStale = false;
  /**
   * The typo lexemes of terms looked up since the vocabulary last changed: the walk costs tens to
   * hundreds of microseconds on a large vocabulary, and people search the same words again.
   */
  const typoMemo = new Map<string, { id: number; typos: 1 | 2 }[]>();

  const sortLexemes = () => {
    if (!sortedStale) return;
    sorted = lexemes.map((_, id) => id).sort((a, b) => (lexemes[a]! < lexemes[b]! ? -1 : lexemes[a]! > lexemes[b]! ? 1 : 0));
    sortedLexemes = sorted.map((id) => lexemes[id]!);
    sortedStale = false;
    typoMemo.clear();
  };

  return {
    lexemes,
    idOf(lexeme) {
      let id = ids.get(lexeme);
      if (id === undefined) {
        id = lexemes.length;
        lexemes.push(lexeme);
        ids.set(lexeme, id);
        sortedStale = true;
      }
      return id;
    },
    idIfKnown: (lexeme) => ids.get(lexeme),
    withPrefix(prefix) {
      sortLexemes();
      let low = 0;
      let high = sorted.length;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if (lexemes[sorted[middle]!]! < prefix) low = middle + 1;
        else high = middle;
      }
      const run: number[] = [];
      for (let i = low; i < sorted.length && lexemes[sorted[i]!]!.startsWith(prefix); i++) run.push(sorted[i]!);
      return run;
    },
    nearWords(word, budget, asPrefix) {
      sortLexemes();
      return typoLexemes(sortedLexemes, word, asPrefix, budget).map(({ lexeme, typos }) => ({ id: ids.get(lexeme)!, typos }));
    },
    withTypos(term, asPrefix) {
      sortLexemes();
      const key = `${asPrefix ? '*' : '='}${term}`;
      let found = typoMemo.get(key);
      if (!found) {
        found = typoLexemes(sortedLexemes, term, asPrefix).map(({ lexeme, typos }) => ({ id: ids.get(lexeme)!, typos }));
        if (typoMemo.size >= TYPO_MEMO_LIMIT) typoMemo.clear();
        typoMemo.set(key, found);
      }
      return found;
    },
    replaceWith(loadedLexemes, loadedIds) {
      lexemes.length = 0;
      for (const lexeme of loadedLexemes) lexemes.push(lexeme);
      ids.clear();
      for (const [lexeme, id] of loadedIds) ids.set(lexeme, id);
      sortedStale = true;
    },
  };
}
