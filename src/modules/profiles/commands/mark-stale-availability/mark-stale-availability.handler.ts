import type { EntityManager } from '../../../../platform/db/orm.ts';
import { refreshDirectoryStaleness } from '../../../directory/index.ts';
import { staleBefore } from '../../domain/availability-freshness.ts';

/**
 * The daily staleness check (decision 023): directory entries whose availability was last
 * confirmed more than 90 days ago become stale (ranked below fresh ones at equal relevance), through
 * the directory facade, which bumps the directory version so every cache and index follows.
 * Idempotent: a second run the same day flips nothing. Returns how many entries flipped.
 */
export async function markStaleAvailability(em: EntityManager, now = new Date()): Promise<number> {
  return em.fork().transactional((tx) => refreshDirectoryStaleness(tx, staleBefore(now)));
}
