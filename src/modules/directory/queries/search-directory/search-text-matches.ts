import type { FacetIndex } from './facet-index.ts';
import type { LazyEntityManager } from './lazy-entity-manager.ts';
import type { ResolvedSearch } from './resolve-search-filters.ts';
import type { SearchDirectoryDependencies } from './search-dependencies.ts';
import { parseTextMatches, textMatchesStatement, type QueryTypos } from './search-directory.sql.ts';
import { createSqlVocabulary } from './sql-vocabulary.ts';
import type { TextMatches } from './text-match.ts';

/** The free-text matches of one search, read at most once however many parts of it need them. */
export type TextOf = () => Promise<TextMatches | undefined>;

/** The typo lexemes of a search's terms for its SQL statements, read at most once per search (none without free text). */
export type TyposOf = () => Promise<QueryTypos>;

export function typosInSqlOnce(em: LazyEntityManager, search: ResolvedSearch, deps: SearchDirectoryDependencies): TyposOf {
  let typos: Promise<QueryTypos> | undefined;
  return () => {
    if (search.textTerms.length === 0) return Promise.resolve([]);
    typos ??= (deps.sqlVocabulary ?? createSqlVocabulary()).typosOf(em(), search.textQuery);
    return typos;
  };
}

async function textMatchesInSql(em: LazyEntityManager, search: ResolvedSearch, typosOf: TyposOf): Promise<TextMatches> {
  const statement = textMatchesStatement(search, await typosOf());
  return em().execute<{ matches: string }[]>(statement.text, statement.params).then(([row]) => parseTextMatches(row!.matches));
}

/**
 * In memory when the index is ready (no statement), otherwise one statement in PostgreSQL. (No
 * named closure here: the bundle's keepNames names each one as it is made, 1% of a cached search.)
 */
export function textMatchesOnce(em: LazyEntityManager, search: ResolvedSearch, facets: FacetIndex | undefined, typosOf: TyposOf): TextOf {
  let matches: Promise<TextMatches | undefined> | undefined;
  return () => {
    if (search.textTerms.length === 0) return Promise.resolve(undefined);
    matches ??= Promise.resolve(facets?.matchText(search) ?? textMatchesInSql(em, search, typosOf));
    return matches;
  };
}
