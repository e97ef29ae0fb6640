import { isoWeekKeyOf } from '../../../platform/iso-week.ts';
import type { SavedSearchFrequency } from '../contracts/saved-searches.contract.ts';

/**
 * The alert period a run at `now` belongs to: 'daily:2026-11-25' or 'weekly:2026-W48' (UTC). One
 * digest per client and period at most: the key names the delivery and is stored on each search.
 */
export function alertPeriodKey(frequency: SavedSearchFrequency, now: Date): string {
  if (frequency === 'daily') return `daily:${now.toISOString().slice(0, 10)}`;
  return `weekly:${isoWeekKeyOf(now)}`;
}
