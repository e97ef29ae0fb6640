import type { EntityManager } from '../../../../platform/db/orm.ts';

/**
 * The search's EntityManager, forked only when a statement is sent: an answer from the cache
 * never needs one (a fork is 5% of a cached search's CPU). Decision 029.
 */
export type LazyEntityManager = () => EntityManager;

export function forkOnFirstUse(fork: () => EntityManager): LazyEntityManager {
  let em: EntityManager | undefined;
  return () => (em ??= fork());
}
