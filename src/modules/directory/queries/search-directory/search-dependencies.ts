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
};
