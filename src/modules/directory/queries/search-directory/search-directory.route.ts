import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { loadReferenceData } from '../../../reference/index.ts';
import {
  searchDirectoryQuerySchema,
  searchDirectoryResponseSchema,
  type SearchDirectoryResponse,
} from '../../contracts/search-directory.contract.ts';
import { indexReference, type DirectoryReference } from '../../domain/directory-reference.ts';
import { createSearchCache } from './search-cache.ts';
import type { DirectoryViewer } from './directory-card.ts';
import { createFacetIndex } from './facet-index.ts';
import { readDirectoryVersion, searchDirectoryJson } from './search-directory.query.ts';
import { createSharedVersionRead } from './shared-version-read.ts';

/** The signed-in user as the directory sees them; a visitor (or an expired session) is null. */
function viewerOf(request: FastifyRequest): DirectoryViewer {
  const user = request.currentUser;
  if (!user) return null;
  return { userId: user.id, userType: user.userType, isSuperAdmin: user.isSuperAdmin };
}

/** GET /directory: the public, paginated, faceted directory search. */
export const searchDirectoryRoute: FastifyPluginAsyncZod = async (app) => {
  const cache = createSearchCache(app.deps.config.directory.searchCacheEntries);
  const facets = app.deps.config.directory.facetIndex
    ? createFacetIndex((error: unknown) => app.log.error({ err: error }, 'directory: facet index reload failed, counting in SQL'))
    : undefined;
  const readVersion = createSharedVersionRead(() => readDirectoryVersion(app.deps.orm.em.fork(), facets));
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
  app.addHook('onReady', async () => {
    await loadReference(app.deps.orm.em.fork()).catch((error: unknown) => {
      app.log.warn({ err: error }, 'directory: reference data not loaded at start-up, will retry on first search');
    });
    // Awaited so the first search already counts in memory; without it, searches count in SQL.
    await facets?.load(app.deps.orm.em.fork()).catch((error: unknown) => {
      app.log.warn({ err: error }, 'directory: facet index not loaded at start-up, counting in SQL');
    });
  });

  app.get(
    '/directory',
    {
      config: { access: 'public' },
      schema: {
        tags: ['directory'],
        summary: 'Search approved executives: filters, free text, 24 per page, total and facet counts',
        description:
          'Visitors and other non-clients get anonymous previews (initials, upper-case title, no name or bio); ' +
          'a signed-in client, or the executive on their own card, gets the name and a bio preview.',
        querystring: searchDirectoryQuerySchema,
        response: { 200: searchDirectoryResponseSchema },
      },
    },
    // A buffer with a JSON content type goes out as is: the cached JSON was checked against the
    // response schema once, when it was built, instead of on every request.
    async (request, reply) => {
      const json = await searchDirectoryJson(request.em, request.query, viewerOf(request), {
        reference: await loadReference(request.em),
        cache,
        facets,
        readVersion,
      });
      // The route's schema types the payload as the object the buffer encodes.
      return reply.type('application/json; charset=utf-8').send(json as unknown as SearchDirectoryResponse);
    },
  );
};
