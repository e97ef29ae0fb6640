import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { sendCompressible } from '../../../../platform/http/compression.ts';
import { referenceDataSchema } from '../../contracts/reference.contract.ts';
import { loadReferenceData } from './get-reference-data.query.ts';

type Snapshot = { body: Buffer; etag: string };

// Browsers and proxies may reuse it for 5 minutes, then must revalidate (a cheap 304).
const CACHE_CONTROL = 'public, max-age=300, must-revalidate';

async function buildSnapshot(em: EntityManager): Promise<Snapshot> {
  const body = Buffer.from(JSON.stringify(await loadReferenceData(em)));
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url')}"` };
}

/** If-None-Match uses the weak comparison (RFC 9110 13.1.2): W/"x" matches "x". */
function isFresh(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || tag === etag || tag === `W/${etag}`);
}

/** GET /reference: every option list, for the web app's forms and filters. Public and cacheable. */
export const getReferenceDataRoute: FastifyPluginAsyncZod = async (app) => {
  // The lists change only by migration, and a migration ships with a new process: read them once,
  // on first use. A failed read is forgotten so the next request tries again.
  let snapshot: Promise<Snapshot> | undefined;
  const loadSnapshot = (em: EntityManager): Promise<Snapshot> => {
    snapshot ??= buildSnapshot(em).catch((error: unknown) => {
      snapshot = undefined;
      throw error;
    });
    return snapshot;
  };

  app.get(
    '/reference',
    {
      config: { access: 'public' },
      // Compressed from bytes kept beside the snapshot (sendCompressible), not by the plugin.
      compress: false,
      schema: {
        tags: ['reference'],
        summary: 'Every option list (roles, locations, industries, tools and the rest), in display order',
        response: { 200: referenceDataSchema, 304: z.null().describe('Not Modified: the ETag still matches') },
      },
    },
    async (request, reply) => {
      const { body, etag } = await loadSnapshot(request.em);
      reply.header('cache-control', CACHE_CONTROL);
      if (isFresh(request.headers['if-none-match'], etag)) return reply.header('etag', etag).code(304).send(null);
      // The body was checked against the contract when the snapshot was built; sending the same
      // bytes every time keeps them identical to what the ETag hashes, and their compressed form is
      // kept beside them (decision 046).
      return sendCompressible(request, reply.code(200).type('application/json; charset=utf-8'), body, { keep: true, etag });
    },
  );
};
