import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { sendCompressible } from '../../../../platform/http/compression.ts';
import {
  type SearchDirectoryQuery,
  searchDirectoryQuerySchema,
  searchDirectoryResponseSchema,
} from '../../contracts/search-directory.contract.ts';
import type { DirectoryViewer } from './directory-card.ts';
import type { SearchDirectoryDependencies } from './search-dependencies.ts';
import { cachedSearchDirectoryJson, searchDirectoryJson, searchPageFactsOf } from './search-directory.query.ts';
import { readDirectoryVersion } from './search-version.ts';
import type { SearchesWithoutIndex } from './search-without-index.ts';

export type SearchDirectoryRouteOptions = {
  /** What a search needs (index, cache, reference data), built once by the module (directory-search-dependencies.ts). */
  dependenciesFor: (em: EntityManager) => Promise<SearchDirectoryDependencies>;
  /** Counts a search for the next process's warm start. */
  noteSearch: (viewer: DirectoryViewer, url: string) => void;
  /** How searches are answered while the process's index is not loaded (decision 033); none without an index. */
  withoutIndex?: SearchesWithoutIndex;
};

/** The signed-in user as the directory sees them; a visitor (or an expired session) is null. */
function viewerOf(request: FastifyRequest): DirectoryViewer {
  const user = request.currentUser;
  if (!user) return null;
  return { userId: user.id, userType: user.userType, isSuperAdmin: user.isSuperAdmin };
}

/**
 * A buffer with a JSON content type goes out as is: the cached JSON was checked against the
 * response schema once, when it was built, instead of on every request. With the cache on, its
 * compressed form is made once, off the request, and kept beside it (decision 046): a cached
 * answer goes compressed at no CPU cost. With the cache off, answers are compressed as they go.
 */
function sendAnswer(request: FastifyRequest, reply: FastifyReply, json: Buffer): void {
  // Counted in memory, flushed in batches by the process's insights counter (decision 050).
  const facts = searchPageFactsOf(json);
  if (facts) request.server.insights.searchPage(request, facts);
  const keep = request.server.deps.config.directory.searchCacheEntries > 0;
  void sendCompressible(request, reply.type('application/json; charset=utf-8'), json, { keep });
}

/**
 * A search while the index is not loaded (decision 033): the answer already cached at the current
 * version, else the search in SQL if search-without-index.ts lets it run, else 503 with Retry-After.
 */
async function answerWithoutIndex(
  request: FastifyRequest<{ Querystring: SearchDirectoryQuery }>,
  viewer: DirectoryViewer,
  deps: SearchDirectoryDependencies,
  withoutIndex: SearchesWithoutIndex,
): Promise<Buffer> {
  const version = await (deps.readVersion?.() ?? readDirectoryVersion(request.em, deps.facets));
  const cached = cachedSearchDirectoryJson(request.query, viewer, deps, version);
  if (cached) return cached;
  // A refusal is a DirectoryLoadingError: the error handler answers 503 with its Retry-After.
  return withoutIndex.run(async (tx) => searchDirectoryJson(() => tx, request.query, viewer, deps));
}

/** GET /directory: the public, paginated, faceted directory search. */
export const searchDirectoryRoute: FastifyPluginAsyncZod<SearchDirectoryRouteOptions> = async (app, { dependenciesFor, noteSearch, withoutIndex }) => {
  // The dependencies are the process's (built once; only the reference data's first load can fail
  // and be retried): kept once obtained, so a search answered from the cache reads
  // `request.em` nowhere and forks no EntityManager (decision 029).
  let dependencies: SearchDirectoryDependencies | undefined;
  const dependenciesOf = async (request: FastifyRequest) => (dependencies ??= await dependenciesFor(request.em));
  app.get(
    '/directory',
    {
      // Its query strings are public filters that repeat across visitors (platform/http/remembered-queries.ts).
      config: { access: 'public', rememberQueries: true },
      // It compresses its own answers from bytes kept beside them (sendAnswer): the plugin's hooks
      // would only cost the hot path time (decision 046).
      compress: false,
      schema: {
        tags: ['directory'],
        summary: 'Search approved executives: filters, free text, 24 per page, total and facet counts',
        description:
          'Visitors and other non-clients get anonymous previews (initials, upper-case title, no name or bio); ' +
          'a signed-in client, or the executive on their own card, gets the name and a bio preview. ' +
          'While the serving process has not loaded the directory index, a search it cannot answer within its bound ' +
          'is answered 503 (code directory_loading) with Retry-After.',
        querystring: searchDirectoryQuerySchema,
        response: { 200: searchDirectoryResponseSchema },
      },
    },
    // A repeated search is answered synchronously: no promise for Fastify to wait on. (Not an
    // async function for that reason; a refused query throws, and Fastify answers the 400.)
    (request, reply) => {
      const viewer = viewerOf(request);
      const json =
        dependencies && !withoutIndex?.applies()
          ? searchDirectoryJson(() => request.em, request.query, viewer, dependencies)
          : dependenciesOf(request).then((obtained) =>
              withoutIndex?.applies()
                ? answerWithoutIndex(request, viewer, obtained, withoutIndex)
                : searchDirectoryJson(() => request.em, request.query, viewer, obtained),
            );
      if (!Buffer.isBuffer(json)) {
        return json.then((computed) => {
          noteSearch(viewer, request.url);
          sendAnswer(request, reply, computed);
        });
      }
      noteSearch(viewer, request.url);
      sendAnswer(request, reply, json);
    },
  );
};
