import type { EntityManager } from './orm.ts';

export type BatchedDelete = {
  /** The table, and the condition of the rows to delete (SQL with `?` for `params`). */
  table: string;
  where: string;
  params?: readonly unknown[];
  /** Rows per statement (default 500). */
  batchSize?: number;
};

/**
 * Deletes every row of `table` matching `where`, `batchSize` rows per statement until a statement
 * finds fewer, and returns how many went: no statement holds a long transaction or a huge lock
 * set however many rows have piled up. SKIP LOCKED lets two runs at once share the rows (each
 * deletes what the other has not locked) and lets a run pass a row a request holds. For the
 * retention jobs (decision 037); the rows must have an `id` key.
 */
export async function deleteInBatches(em: EntityManager, { table, where, params = [], batchSize = 500 }: BatchedDelete): Promise<number> {
  let total = 0;
  for (;;) {
    const [row] = await em.fork().execute<{ deleted: number }[]>(
      `WITH gone AS (
         DELETE FROM ${table} WHERE id IN (SELECT id FROM ${table} WHERE ${where} LIMIT ? FOR UPDATE SKIP LOCKED)
         RETURNING 1)
       SELECT count(*)::int AS deleted FROM gone`,
      [...params, batchSize],
    );
    const deleted = row?.deleted ?? 0;
    total += deleted;
    if (deleted < batchSize) return total;
  }
}
