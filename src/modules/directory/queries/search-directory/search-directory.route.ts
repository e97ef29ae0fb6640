import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { loadReferenceData } from '../../../reference/index.ts';
import { searchDirectoryQuerySchema, searchDirectoryResponseSchema } from '../../contracts/search-directory.contract.ts';
import { indexReference, type DirectoryReference } from '../../domain/directory-reference.ts';
import { createSearchCache } from './search-cache.ts';
import type { DirectoryViewer } from './directory-card.ts';
import { searchDirectory } from './search-directory.query.ts';

/** The signed-in user as the directory sees them; a visitor (or an expired session) is null. */
function viewerOf(request: FastifyRequest): DirectoryViewer {
  const user = request.currentUser;
  if (!user) return null;
  return { userId: user.id, userType: user.userType, isSuperAdmin: user.isSuperAdmin };
}

/** GET /directory: the public, paginated, faceted directory search. */
export const searchDirectoryRoute: FastifyPluginAsyncZod = async (app) => {
  const cache = createSearchCache(app.deps.config.directory.searchCacheEntries);
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
    async (request) =>
      searchDirectory(request.em, request.query, viewerOf(request), {
        reference: await loadReference(request.em),
        cache,
      }),
  );
};
