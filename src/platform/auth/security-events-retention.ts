import type { EntityManager } from '../db/orm.ts';
import { deleteInBatches } from '../db/delete-in-batches.ts';

/**
 * Deletes the security events (refused actions, admin exports) recorded more than
 * `olderThanMonths` ago (the privacy page: 'Security events: 12 months'), in batches by the `at`
 * index, and returns how many went. Idempotent: a second run finds none.
 */
export function deleteSecurityEventsOlderThan(em: EntityManager, olderThanMonths: number, batchSize?: number): Promise<number> {
  return deleteInBatches(em, {
    table: 'security_events',
    where: 'at < now() - make_interval(months => ?::int)',
    params: [olderThanMonths],
    batchSize,
  });
}
