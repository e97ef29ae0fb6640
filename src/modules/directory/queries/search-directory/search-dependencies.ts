import type { DirectoryReference } from '../../domain/directory-reference.ts';
import type { FacetIndex } from './facet-index.ts';
import type { SearchCache } from './search-cache.ts';
import type { SqlVocabulary } from './sql-vocabulary.ts';

/** What a search needs from its process, built once there (../../directory-search-dependencies.ts). */
export type SearchDirectoryDependencies = {
  reference: DirectoryReference;
  cache: SearchCache;
  /** This process's in-memory facet index; without it (or while it loads) counts come from SQL. */
  facets?: FacetIndex;
  /** Reads the version (shared between concurrent searches, see shared-version-read.ts); default: on `em`. */
  readVersion?: () => Promise<string>;
  /**
   * The version this process already knows to be current, with no round trip (followed by
   * LISTEN/NOTIFY, decision 024); undefined when it cannot vouch for one, and the search reads it.
   */
  knownVersion?: () => string | undefined;
  /** The words the SQL path reaches with typos (sql-vocabulary.ts); default: read for each search. */
  sqlVocabulary?: SqlVocabulary;
  /**
   * Whether each built part of an answer (cards, facets, suggestions) is parsed against the
   * response schema before it is kept: everywhere but in production, where a test holds every
   * part the builders make equal to its parsed form instead (decision 052). Default: parsed.
   */
  checkAnswers?: boolean;
};
