import { describe, expect, it } from 'vitest';
import { isoWeekOf } from '../../../platform/iso-week.ts';
import { alertPeriodKey } from './alert-period.ts';

describe('alertPeriodKey', () => {
  it('names a day in UTC', () => {
    expect(alertPeriodKey('daily', new Date('2026-11-25T07:00:00Z'))).toBe('daily:2026-11-25');
    expect(alertPeriodKey('daily', new Date('2026-11-25T23:59:59.999Z'))).toBe('daily:2026-11-25');
  });

  it('names an ISO week, the whole week (Monday to Sunday) alike', () => {
    expect(alertPeriodKey('weekly', new Date('2026-11-23T00:00:00Z'))).toBe('weekly:2026-W48');
    expect(alertPeriodKey('weekly', new Date('2026-11-29T23:59:59Z'))).toBe('weekly:2026-W48');
    expect(alertPeriodKey('weekly', new Date('2026-11-30T00:00:00Z'))).toBe('weekly:2026-W49');
  });

  it('takes the ISO year at year boundaries', () => {
    expect(isoWeekOf(new Date('2027-01-01T12:00:00Z'))).toEqual({ year: 2026, week: 53 });
    expect(isoWeekOf(new Date('2025-12-29T12:00:00Z'))).toEqual({ year: 2026, week: 1 });
    expect(alertPeriodKey('weekly', new Date('2026-01-05T12:00:00Z'))).toBe('weekly:2026-W02');
  });
});
