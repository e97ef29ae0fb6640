import type { EntityManager } from '../../../../platform/db/orm.ts';
import { recordEvents } from '../../../../platform/events/record-event.ts';
import { DirectoryIndexSnapshotRequested } from '../../contracts/directory-events.contract.ts';

/**
 * The newest change older than the period whose entry is no longer listed: an erased executive's
 * (erasure removes the entry) or a removed one's. Every change up to it goes.
 */
const PRUNE_THROUGH_SQL = `
  SELECT max(c.version)::text AS through FROM directory_changes c
   WHERE c.changed_at < now() - make_interval(days => ?::int)
     AND NOT EXISTS (SELECT 1 FROM directory_entries e WHERE e.executive_id = c.executive_id)`;

/** The oldest `?` versions still kept, up to the one given: never a version above one that stays. */
const DELETE_OLDEST_SQL = `
  WITH gone AS (
    DELETE FROM directory_changes
     WHERE version <= least(?::bigint, (SELECT min(version) FROM directory_changes) + ?::bigint - 1)
    RETURNING 1)
  SELECT count(*)::int AS deleted FROM gone`;

/**
 * Deletes the directory's change rows that name an executive no longer listed once they are older
 * than `olderThanDays` (decision 037): after an erasure the rows keep the bare id (decision 036),
 * and without this they would stay until 10,000 later changes roll them over, which in a quiet
 * directory is never. Returns how many rows went.
 *
 * Only ever the oldest changes, whole versions at a time (`versionsPerBatch` per statement): the
 * row to go and every change before it. A process catching up reads the changes after its own
 * version and can use them only if none is missing (follow-directory-changes.ts checks that the
 * oldest kept is at most one past it); a hole in the middle would let it skip a change unseen,
 * a shorter log only makes a process that far behind reload. When the changes now start after
 * the kept index snapshot's version, processes could no longer start from it: a new one is asked
 * for, as an erasure does. Idempotent: a second run finds nothing older than the period.
 */
export async function pruneUnlistedEntryChanges(em: EntityManager, olderThanDays: number, versionsPerBatch = 500): Promise<number> {
  const [target] = await em.fork().execute<{ through: string | null }[]>(PRUNE_THROUGH_SQL, [olderThanDays]);
  const through = target?.through;
  if (!through) return 0;
  let total = 0;
  for (;;) {
    const [row] = await em.fork().execute<{ deleted: number }[]>(DELETE_OLDEST_SQL, [through, versionsPerBatch]);
    const deleted = row?.deleted ?? 0;
    total += deleted;
    if (deleted === 0) break;
  }
  await em.fork().transactional(async (tx) => {
    const [kept] = await tx.execute<{ version: string | null }[]>(
      `SELECT max(version)::text AS version FROM directory_index_snapshots HAVING max(version) < ?::bigint`,
      [through],
    );
    if (kept?.version) recordEvents(tx, DirectoryIndexSnapshotRequested.create({ refusedVersion: kept.version }));
  });
  return total;
}
