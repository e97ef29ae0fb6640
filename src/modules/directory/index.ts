import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createDirectorySearchDependencies } from './directory-search-dependencies.ts';
import { searchDirectoryRoute } from './queries/search-directory/search-directory.route.ts';

/**
 * The directory module: a read model of approved executives (directory_entries) and its search.
 * The profiles module keeps it current through the facade below, inside its own transactions.
 */
export const directoryModule: FastifyPluginAsyncZod = async (app) => {
  // One search index and cache per process, loaded before the server listens, so the first
  // search already answers from memory.
  const search = createDirectorySearchDependencies({
    settings: app.deps.config.directory,
    databaseUrl: app.deps.config.database.url,
    orm: app.deps.orm,
    log: app.log,
    checkAnswers: !app.deps.config.isProduction,
  });
  // Ready only once the searches people ask most are computed (decision 024): a fresh process
  // behind a load balancer then answers them from its cache from the first request.
  app.addHook('onReady', async () => {
    await search.prepare();
    app.warmUp.track('directory popular searches', search.warmStart);
  });
  app.addHook('onClose', search.close);
  await app.register(searchDirectoryRoute, { dependenciesFor: search.dependenciesFor, noteSearch: search.noteSearch, withoutIndex: search.withoutIndex });
};

export { upsertDirectoryEntry } from './commands/upsert-directory-entry/upsert-directory-entry.handler.ts';
export { removeDirectoryEntry } from './commands/remove-directory-entry/remove-directory-entry.handler.ts';
export { buildIndexSnapshot, type IndexSnapshotBuild } from './commands/build-index-snapshot/build-index-snapshot.handler.ts';
export { requestIndexSnapshot } from './commands/request-index-snapshot/request-index-snapshot.handler.ts';
export { DirectoryIndexSnapshotRequested } from './contracts/directory-events.contract.ts';
export { pruneUnlistedEntryChanges } from './commands/prune-unlisted-entry-changes/prune-unlisted-entry-changes.handler.ts';
export { refreshDirectoryStaleness } from './commands/refresh-directory-staleness/refresh-directory-staleness.handler.ts';
export { getDirectoryCards } from './queries/get-directory-cards/get-directory-cards.query.ts';
export { searchAsCounted } from './queries/search-directory/resolve-search-filters.ts';
export { listListedExecutiveIds } from './queries/list-listed-executives/list-listed-executives.query.ts';
export { isListedInDirectory } from './queries/is-listed-in-directory/is-listed-in-directory.query.ts';
export type { DirectoryViewer } from './queries/search-directory/directory-card.ts';
export type { DirectoryEntrySnapshot } from './contracts/directory-entry.contract.ts';
export type { DirectoryCard, SearchDirectoryQuery, SearchDirectoryResponse } from './contracts/search-directory.contract.ts';
export {
  createNewMatchesFinder,
  validateDirectoryFilters,
  type DirectorySearchFilters,
  type NewDirectoryMatches,
  type NewMatchesFinder,
} from './queries/find-new-matches/find-new-matches.query.ts';

// What the module holds of a person: its export and erasure (decision 036).
export { directoryPersonalData } from './personal-data.ts';

// What the module counts and reports for insights (decision 050).
export { directoryInsights } from './insights.ts';
