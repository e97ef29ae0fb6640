import type { EntityManager } from '../../../../platform/db/orm.ts';
import { VIEW_REPEAT_MS } from '../../domain/insights-counter.ts';
import { dayOf, daysBefore } from '../../domain/insights-days.ts';

export type DeletedRawRows = { viewMarks: number; termSearchers: number; salts: number };

/**
 * Insights' raw rows, deleted as soon as they have done their work (decision 050; the issue asks
 * within 30 days): view marks once their 30 minutes are over (a mark older than that decides
 * nothing), term searchers of days before yesterday (a term is shown from one day's searchers),
 * and salts of days before yesterday (after which no hash kept anywhere can be linked to anyone).
 * Idempotent.
 */
export async function deleteInsightsRawRows(em: EntityManager, now = new Date()): Promise<DeletedRawRows> {
  const yesterday = daysBefore(dayOf(now), 1);
  const count = (rows: unknown) => (Array.isArray(rows) ? rows.length : 0);
  const viewMarks = await em.execute('DELETE FROM insights_view_marks WHERE last_counted_at < ? RETURNING 1', [new Date(now.getTime() - VIEW_REPEAT_MS)]);
  const termSearchers = await em.execute('DELETE FROM insights_term_searchers WHERE day < ? RETURNING 1', [yesterday]);
  const salts = await em.execute('DELETE FROM insights_daily_salts WHERE day < ? RETURNING 1', [yesterday]);
  return { viewMarks: count(viewMarks), termSearchers: count(termSearchers), salts: count(salts) };
}
