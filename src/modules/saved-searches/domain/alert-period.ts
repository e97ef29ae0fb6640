import type { SavedSearchFrequency } from '../contracts/saved-searches.contract.ts';

/** ISO 8601 week-numbering year and week of a UTC date: 2026-11-25 is in 2026-W48. */
export function isoWeekOf(date: Date): { year: number; week: number } {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  // The Thursday of this week decides the year (ISO 8601).
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return { year: day.getUTCFullYear(), week };
}

/**
 * The alert period a run at `now` belongs to: 'daily:2026-11-25' or 'weekly:2026-W48' (UTC). One
 * digest per client and period at most: the key names the delivery and is stored on each search.
 */
export function alertPeriodKey(frequency: SavedSearchFrequency, now: Date): string {
  if (frequency === 'daily') return `daily:${now.toISOString().slice(0, 10)}`;
  const { year, week } = isoWeekOf(now);
  return `weekly:${year}-W${String(week).padStart(2, '0')}`;
}
