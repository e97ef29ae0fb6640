import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { EntityManager, Orm } from '../../platform/db/orm.ts';
import { loadReferenceData } from '../reference/index.ts';
import { indexReference, type DirectoryReference } from './domain/directory-reference.ts';
import { createFacetIndex } from './queries/search-directory/facet-index.ts';
import { createSearchCache } from './queries/search-directory/search-cache.ts';
import { readDirectoryVersion, type SearchDirectoryDependencies } from './queries/search-directory/search-directory.query.ts';
import { createSharedVersionRead } from './queries/search-directory/shared-version-read.ts';

export type DirectorySearchDependencies = {
  /** Loads what searches need before the server listens (an `onReady` hook); never fails start-up. */
  prepare: () => Promise<void>;
  /** A search's dependencies: the process's index, cache and shared version read, and the reference data. */
  dependenciesFor: (em: EntityManager) => Promise<SearchDirectoryDependencies>;
};

/**
 * The directory search's per-process state, built once when the module registers: the in-memory
 * facet and text index (decisions 012 and 013; off with DIRECTORY_FACET_INDEX=false), the search
 * cache, the version read concurrent searches share, and the indexed reference data.
 */
export function createDirectorySearchDependencies({ settings, orm, log }: {
  settings: AppConfig['directory'];
  orm: Orm;
  log: FastifyBaseLogger;
}): DirectorySearchDependencies {
  const cache = createSearchCache(settings.searchCacheEntries);
  const facets = settings.facetIndex
    ? createFacetIndex((error: unknown) => log.error({ err: error }, 'directory: facet index reload failed, counting in SQL'))
    : undefined;
  const readVersion = createSharedVersionRead(() => readDirectoryVersion(orm.em.fork(), facets));
  // Reference data changes only by migration, which ships with a new process: index it once, at
  // start-up, so no search pays for it (a failed load is retried by the next search).
  let reference: Promise<DirectoryReference> | undefined;
  const loadReference = (em: EntityManager): Promise<DirectoryReference> => {
    reference ??= loadReferenceData(em)
      .then(indexReference)
      .catch((error: unknown) => {
        reference = undefined;
        throw error;
      });
    return reference;
  };

  return {
    async prepare() {
      await loadReference(orm.em.fork()).catch((error: unknown) => {
        log.warn({ err: error }, 'directory: reference data not loaded at start-up, will retry on first search');
      });
      // Awaited so the first search already counts in memory; without it, searches count in SQL.
      await facets?.load(orm.em.fork()).catch((error: unknown) => {
        log.warn({ err: error }, 'directory: facet index not loaded at start-up, counting in SQL');
      });
    },
    dependenciesFor: async (em) => ({ reference: await loadReference(em), cache, facets, readVersion }),
  };
}
