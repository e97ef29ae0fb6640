import type { EntityManager } from '../../../../platform/db/orm.ts';
import { remindBefore } from '../../domain/availability-freshness.ts';

export type AvailabilityReminder = { executiveId: string; firstName: string; confirmedAt: Date };

/**
 * Who gets this month's availability reminder: approved executives who have not confirmed for 30
 * days (so not those who confirmed within the month). Oldest confirmation first.
 */
export async function listAvailabilityReminders(em: EntityManager, now = new Date()): Promise<AvailabilityReminder[]> {
  const rows = await em.execute<{ id: string; first_name: string; availability_confirmed_at: Date | string }[]>(
    `SELECT id::text AS id, first_name, availability_confirmed_at FROM executive_profiles
     WHERE approved AND availability_confirmed_at < ? ORDER BY availability_confirmed_at, id`,
    [remindBefore(now)],
  );
  return rows.map((row) => ({ executiveId: row.id, firstName: row.first_name, confirmedAt: new Date(row.availability_confirmed_at) }));
}
