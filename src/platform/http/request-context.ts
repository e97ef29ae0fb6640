import type { FastifyInstance } from 'fastify';
import type { EntityManager } from '../db/orm.ts';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmentation merges only into an interface
  interface FastifyRequest {
    /** A fresh EntityManager for this request only (MikroORM's identity map must not be shared). */
    em: EntityManager;
  }
}

export function registerRequestEntityManager(app: FastifyInstance, fork: () => EntityManager): void {
  app.decorateRequest('em', null as unknown as EntityManager);
  app.addHook('onRequest', async (request) => {
    request.em = fork();
  });
}
