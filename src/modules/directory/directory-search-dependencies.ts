import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { EntityManager, Orm } from '../../platform/db/orm.ts';
import { createWatchedVersion } from '../../platform/db/watched-version.ts';
import { loadReferenceData } from '../reference/index.ts';
import { indexReference, type DirectoryReference } from './domain/directory-reference.ts';
import { followLocalDirectoryWrites } from './domain/local-writes.ts';
import { DIRECTORY_VERSION_CHANNEL, READ_DIRECTORY_VERSION_SQL } from './domain/record-change.ts';
import { createFacetIndex } from './queries/search-directory/facet-index.ts';
import { createIndexSnapshotStore } from './queries/search-directory/index-snapshot-store.ts';
import { createSearchCache } from './queries/search-directory/search-cache.ts';
import type { DirectoryViewer } from './queries/search-directory/directory-card.ts';
import { createSqlVocabulary } from './queries/search-directory/sql-vocabulary.ts';
import { audienceOf } from './queries/search-directory/search-audience.ts';
import type { SearchDirectoryDependencies } from './queries/search-directory/search-dependencies.ts';
import { readDirectoryVersion } from './queries/search-directory/search-version.ts';
import { createSearchPopularity, flushPopularity } from './queries/search-directory/search-popularity.ts';
import { warmStart, type WarmStartResult } from './queries/search-directory/warm-start.ts';
import { createSharedVersionRead } from './queries/search-directory/shared-version-read.ts';
import { createSearchesWithoutIndex, type SearchesWithoutIndex } from './queries/search-directory/search-without-index.ts';
import { requestIndexSnapshot } from './commands/request-index-snapshot/request-index-snapshot.handler.ts';

export type DirectorySearchDependencies = {
  /** Loads what searches need before the server listens (an `onReady` hook); never fails start-up. */
  prepare: () => Promise<void>;
  /** A search's dependencies: the process's index, cache and shared version read, and the reference data. */
  dependenciesFor: (em: EntityManager) => Promise<SearchDirectoryDependencies>;
  /** Computes the popular searches into the cache (run after `prepare`, holding readiness). */
  warmStart: () => Promise<WarmStartResult | undefined>;
  /** Counts a search for the next process's warm start. */
  noteSearch: (viewer: DirectoryViewer, url: string) => void;
  /** Stops following the directory version and keeps this process's search counts (an `onClose` hook). */
  close: () => Promise<void>;
  /** How searches are answered while the index is not loaded (decision 033); undefined without an index. */
  withoutIndex: SearchesWithoutIndex | undefined;
};

/**
 * How long start-up waits for the index before the process listens anyway: a snapshot restores in
 * about a second, but reading every row of a million entries on a busy machine can take minutes.
 * Past this, searches count in SQL until the index is loaded, and readiness waits for it.
 */
const INDEX_WAIT_MS = 60_000;

/** How often a process adds its search counts to directory_popular_searches. */
const POPULARITY_FLUSH_MS = 60_000;

/**
 * How often the listening connection reads the version itself, and for how long such a read
 * vouches for it: a change reaches every process's searches within VERSION_TRUST_MS even when
 * notifications are lost (decision 024). Two heartbeats fit in the window, so one late beat does
 * not send every search back to reading the version.
 */
const VERSION_HEARTBEAT_MS = 40;
const VERSION_TRUST_MS = 100;

/**
 * The directory search's per-process state, built once when the module registers: the in-memory
 * facet and text index (decisions 012 and 013; off with DIRECTORY_FACET_INDEX=false), the search
 * cache, the version read concurrent searches share, the version followed by LISTEN/NOTIFY
 * (decision 024; off with DIRECTORY_VERSION_CHANNEL=false), and the indexed reference data.
 */
export function createDirectorySearchDependencies({ settings, databaseUrl, orm, log, checkAnswers }: {
  settings: AppConfig['directory'];
  databaseUrl: string;
  orm: Orm;
  log: FastifyBaseLogger;
  /** SearchDirectoryDependencies.checkAnswers: off in production only. */
  checkAnswers: boolean;
}): DirectorySearchDependencies {
  const cache = createSearchCache(settings.searchCacheEntries);
  const facets = settings.facetIndex
    ? createFacetIndex({
        onError: (error, what) => log.error({ err: error }, `directory: ${what}`),
        snapshots: settings.indexSnapshot ? createIndexSnapshotStore(databaseUrl) : undefined,
        onLoaded: ({ version, ...loaded }) => {
          log.info({ ...loaded, version: version.toString() }, `directory: index loaded from ${loaded.source}`);
        },
        // Decision 033: a directory larger than this is never read by a serving process; the
        // worker's job (or `npm run directory -- build-snapshot`) builds the snapshot it loads.
        readRowsUpTo: settings.indexRowsInProcess,
        onSnapshotMissing: (refused) => {
          log.warn(
            { refusedVersion: refused?.toString() },
            'directory: no usable index snapshot and too many entries to read here: asked the worker to build one; searches answer without the index meanwhile',
          );
          requestIndexSnapshot(orm.em.fork(), refused).catch((error: unknown) => log.error({ err: error }, 'directory: index snapshot not requested'));
        },
      })
    : undefined;
  const withoutIndex =
    facets && createSearchesWithoutIndex({ facets, orm, concurrency: settings.unindexedSearches, timeoutMs: settings.unindexedTimeoutMs });
  const readVersion = createSharedVersionRead(() => readDirectoryVersion(orm.em.fork(), facets));
  const watched = settings.versionChannel
    ? createWatchedVersion({
        databaseUrl,
        channel: DIRECTORY_VERSION_CHANNEL,
        readSql: READ_DIRECTORY_VERSION_SQL,
        heartbeatMs: VERSION_HEARTBEAT_MS,
        trustMs: VERSION_TRUST_MS,
        // The index catches up as soon as a change is announced, so searches find it current.
        onAdvance: (version) => {
          const held = facets?.heldVersion();
          if (held != null && held < version) readVersion().catch((error: unknown) => log.warn({ err: error }, 'directory: catching up failed'));
        },
        onError: (error) => log.warn({ err: error }, 'directory: version channel interrupted, searches read the version'),
      })
    : undefined;
  const stopFollowingLocalWrites = followLocalDirectoryWrites((writtenTo, version) => {
    if (writtenTo === databaseUrl) watched?.expect(version);
  });
  /**
   * The version a search may answer for without asking PostgreSQL: the one the channel vouches
   * for, once the index holds it (otherwise the shared read brings the index up to it).
   */
  const knownVersion = (): string | undefined => {
    const trusted = watched?.trusted();
    if (trusted === undefined) return undefined;
    if (!facets) return trusted.toString();
    const held = facets.heldVersion();
    return held !== null && held >= trusted ? held.toString() : undefined;
  };
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

  const popularity = createSearchPopularity();
  const keepPopularity = () =>
    flushPopularity(orm.em.fork(), popularity).catch((error: unknown) => log.warn({ err: error }, 'directory: search counts not kept'));
  let flushTimer: NodeJS.Timeout | undefined;
  let indexLoaded: Promise<void> | undefined;
  const sqlVocabulary = createSqlVocabulary();
  const dependenciesFor = async (em: EntityManager): Promise<SearchDirectoryDependencies> => ({
    reference: await loadReference(em),
    cache,
    facets,
    readVersion,
    knownVersion,
    sqlVocabulary,
    checkAnswers,
  });

  return {
    async prepare() {
      await loadReference(orm.em.fork()).catch((error: unknown) => {
        log.warn({ err: error }, 'directory: reference data not loaded at start-up, will retry on first search');
      });
      // Awaited (up to INDEX_WAIT_MS) so the first search already counts in memory; without it,
      // searches count in SQL.
      indexLoaded = facets?.load(orm.em.fork()).catch((error: unknown) => {
        log.warn({ err: error }, 'directory: facet index not loaded at start-up, counting in SQL');
      });
      let waited: NodeJS.Timeout | undefined;
      await Promise.race([indexLoaded, new Promise((resolve) => (waited = setTimeout(resolve, INDEX_WAIT_MS)))]);
      clearTimeout(waited);
      await watched?.start();
      flushTimer = setInterval(() => void keepPopularity(), POPULARITY_FLUSH_MS);
      flushTimer.unref();
    },
    dependenciesFor,
    withoutIndex,
    async warmStart() {
      // Readiness waits for the index too, when start-up stopped waiting for it.
      await indexLoaded;
      // A search keeps two cache entries (counts, page): more would evict the most popular first.
      const limit = Math.min(settings.warmStartSearches, Math.floor(settings.searchCacheEntries / 2));
      if (limit === 0) return undefined;
      if (facets?.waitingForSnapshot()) {
        // Ready without it (decision 033): the rest of the site serves and searches answer without
        // the index. No warm start once the snapshot is loaded: the process is serving by then, its
        // own traffic fills the cache with what is asked, and 2,000 searches computed beside that
        // traffic queued the live ones for tens of seconds at 1,000,000 executives.
        return undefined;
      }
      return warmStart({ orm, dependencies: await dependenciesFor(orm.em.fork()), limit, budgetMs: settings.warmStartMs });
    },
    noteSearch(viewer, url) {
      const audience = audienceOf(viewer);
      if (!audience) return;
      const mark = url.indexOf('?');
      popularity.note(audience, mark === -1 ? '' : url.slice(mark + 1));
    },
    close: async () => {
      clearInterval(flushTimer);
      stopFollowingLocalWrites();
      await Promise.all([watched?.close(), keepPopularity(), facets?.settle()]);
    },
  };
}
