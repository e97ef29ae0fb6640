import { randomUUID } from 'node:crypto';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { AppError } from '../../../../platform/errors.ts';
import { recordEvents } from '../../../../platform/events/record-event.ts';
import { DATA_EXPORT_LINK_HOURS, dataExportMessages } from '../../contracts/data-export.contract.ts';
import { DataExportRequested } from '../../contracts/identity-events.contract.ts';

/** A second copy asked for within the day: 429 with when the next may be asked. */
export class DataExportLimitError extends AppError {
  constructor(override readonly retryAfterSeconds: number) {
    super('data_export_limit', dataExportMessages.onceADay, 429);
  }
}

/**
 * Asks for a copy of the person's data (decision 040): `perDay` a day (one by default,
 * DATA_EXPORT_RATE_LIMIT_MAX), the row and DataExportRequested recorded together; the worker
 * assembles the archive and mails the link. Serialised per person, so two clicks at once make one copy.
 */
export async function requestDataExport(em: EntityManager, userId: string, perDay: number): Promise<{ exportId: string }> {
  return em.fork().transactional(async (tx) => {
    await tx.execute(`SELECT pg_advisory_xact_lock(hashtextextended(?, 0))`, [`data-export:${userId}`]);
    // Until the oldest copy of the last 24 hours is a day old, when the day's copies are used up.
    const [recent] = await tx.execute<{ wait: number }[]>(
      `SELECT ceil(extract(epoch FROM min(requested_at) + make_interval(hours => ?) - now()))::int AS wait
         FROM personal_data_exports WHERE user_id = ? AND requested_at > now() - make_interval(hours => ?)
        HAVING count(*) >= ?`,
      [DATA_EXPORT_LINK_HOURS, userId, DATA_EXPORT_LINK_HOURS, perDay],
    );
    if (recent) throw new DataExportLimitError(Math.max(1, recent.wait));
    const exportId = randomUUID();
    await tx.execute('INSERT INTO personal_data_exports (id, user_id) VALUES (?, ?)', [exportId, userId]);
    recordEvents(tx, DataExportRequested.create({ exportId, userId }));
    return { exportId };
  });
}
