import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EntityManager } from '../db/orm.ts';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation merges only into an interface
  interface FastifyRequest {
    /**
     * A fresh EntityManager for this request only (MikroORM's identity map must not be shared),
     * forked on first use: the same one for every read in the request.
     */
    readonly em: EntityManager;
  }
}

/** Where a request keeps its EntityManager once forked (null until then). */
const forkedEntityManager = Symbol('forkedEntityManager');

type WithForkedEntityManager = FastifyRequest & { [forkedEntityManager]: EntityManager | null };

/**
 * `request.em`, forked the first time a handler or hook reads it rather than on every request: a
 * fork is 5% of a cached directory search's CPU, and an answer from a cache (or a refusal, a
 * static file) never needs one. Decision 029.
 */
export function registerRequestEntityManager(app: FastifyInstance, fork: () => EntityManager): void {
  app.decorateRequest(forkedEntityManager, null);
  app.decorateRequest('em', {
    getter(this: FastifyRequest): EntityManager {
      const request = this as WithForkedEntityManager;
      return (request[forkedEntityManager] ??= fork());
    },
  });
}
