import type { EntityManager } from '../../../../platform/db/orm.ts';
import type { TextQuery } from '../../domain/search-synonyms.ts';
import type { QueryTypos } from './search-directory.sql.ts';
import { uniqueTerms } from './text-match.ts';
import { typoBudget, typoLexemes } from './typo-lexemes.ts';

/**
 * The search texts' words as the SQL path sees them (directory_lexemes, kept by triggers): what a
 * search answered in SQL reaches with typos, found by the same walk as the in-memory index's, so
 * both paths match the same words (decision 048). The sorted words are kept per process and read
 * again only when their number changed.
 */
export type SqlVocabulary = {
  /** Per variant and term (uniqueTerms order; the last one, unless exact, as a prefix), the words it reaches only with typos. */
  typosOf: (em: EntityManager, query: TextQuery) => Promise<QueryTypos>;
};

export function createSqlVocabulary(): SqlVocabulary {
  let sorted: string[] = [];
  let loading: Promise<string[]> | undefined;

  const current = async (em: EntityManager): Promise<string[]> => {
    const [{ n }] = (await em.execute<{ n: number }[]>('SELECT count(*)::int AS n FROM directory_lexemes')) as [{ n: number }];
    if (n === sorted.length) return sorted;
    loading ??= em
      .execute<{ lexeme: string }[]>('SELECT lexeme FROM directory_lexemes')
      .then((rows) => (sorted = rows.map((row) => row.lexeme).sort()))
      .finally(() => (loading = undefined));
    return loading;
  };

  return {
    async typosOf(em, query) {
      const variants = query.map((variant) => uniqueTerms(variant));
      const tolerant = (term: { word: string; exact: boolean }) => !term.exact && typoBudget(term.word.length) > 0;
      if (!variants.some((terms) => terms.some(tolerant))) return variants.map((terms) => terms.map(() => []));
      const words = await current(em);
      return variants.map((terms) => terms.map((term, t) => (tolerant(term) ? typoLexemes(words, term.word, t === terms.length - 1) : [])));
    },
  };
}
