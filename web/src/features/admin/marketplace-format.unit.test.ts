import { describe, expect, it } from 'vitest';
import { formatInstant, formatReportCell, isFlagSet, isNumericKind } from './marketplace-format.ts';
import { parseMarketplacePeriod, periodInUrl } from './marketplace-period.ts';

describe('formatReportCell', () => {
  it('writes numbers with thousands separators', () => {
    expect(formatReportCell('number', 1234567)).toBe('1,234,567');
    expect(formatReportCell('number', 0)).toBe('0');
    expect(formatReportCell('number', 12.34)).toBe('12.3');
    expect(formatReportCell('number', '4200')).toBe('4,200');
  });

  it('writes a day as the calendar day, whatever the reader’s zone', () => {
    expect(formatReportCell('day', '2026-10-05')).toBe('5 Oct 2026');
    expect(formatReportCell('day', '2026-01-31')).toBe('31 Jan 2026');
    expect(formatReportCell('day', '2026-09-01')).toBe('1 Sep 2026');
  });

  it('writes an instant as a date and time in the reader’s zone', () => {
    const local = new Date(2026, 9, 5, 14, 30).toISOString();
    expect(formatReportCell('instant', local)).toBe('5 Oct 2026, 14:30');
    expect(formatInstant(local)).toBe('5 Oct 2026, 14:30');
  });

  it('writes hours as days and hours (the shared formatter)', () => {
    expect(formatReportCell('hours', 3)).toBe('3 h');
    expect(formatReportCell('hours', 52.4)).toBe('2 d 4 h');
    expect(formatReportCell('hours', 0.3)).toBe('< 1 h');
  });

  it('keeps text as sent, and shows a dash for a missing value', () => {
    expect(formatReportCell('text', 'cpo london')).toBe('cpo london');
    for (const kind of ['text', 'number', 'day', 'instant', 'hours'] as const) {
      expect(formatReportCell(kind, null)).toBe('—');
      expect(formatReportCell(kind, undefined)).toBe('—');
    }
  });

  it('leaves a value it cannot read as sent rather than inventing one', () => {
    expect(formatReportCell('day', 'soon')).toBe('soon');
    expect(formatReportCell('instant', 'soon')).toBe('soon');
    expect(formatReportCell('number', 'n/a')).toBe('n/a');
  });

  it('gives a flag no text (the tab draws a badge)', () => {
    expect(formatReportCell('flag', 'yes')).toBe('');
    expect(formatReportCell('flag', null)).toBe('');
  });
});

describe('isFlagSet', () => {
  it('is set by yes, true and a non-zero number', () => {
    expect(isFlagSet('yes')).toBe(true);
    expect(isFlagSet('Yes')).toBe(true);
    expect(isFlagSet('true')).toBe(true);
    expect(isFlagSet(1)).toBe(true);
    expect(isFlagSet(true as unknown as string)).toBe(true);
  });

  it('is not set by nothing, no, false or 0', () => {
    expect(isFlagSet(null)).toBe(false);
    expect(isFlagSet(undefined)).toBe(false);
    expect(isFlagSet('')).toBe(false);
    expect(isFlagSet('no')).toBe(false);
    expect(isFlagSet('false')).toBe(false);
    expect(isFlagSet(0)).toBe(false);
  });
});

describe('isNumericKind', () => {
  it('right-aligns counts and spans of hours only', () => {
    expect(isNumericKind('number')).toBe(true);
    expect(isNumericKind('hours')).toBe(true);
    expect(isNumericKind('text')).toBe(false);
    expect(isNumericKind('day')).toBe(false);
  });
});

describe('the marketplace period in the URL', () => {
  it('reads 30 or 90, as a number or a string', () => {
    expect(parseMarketplacePeriod(90)).toBe(90);
    expect(parseMarketplacePeriod('90')).toBe(90);
    expect(parseMarketplacePeriod(30)).toBe(30);
  });

  it('falls back to 30 days for anything else', () => {
    expect(parseMarketplacePeriod(undefined)).toBe(30);
    expect(parseMarketplacePeriod(7)).toBe(30);
    expect(parseMarketplacePeriod('')).toBe(30);
    expect(parseMarketplacePeriod('ninety')).toBe(30);
    expect(parseMarketplacePeriod(null)).toBe(30);
  });

  it('leaves the default out of the URL', () => {
    expect(periodInUrl(30)).toBeUndefined();
    expect(periodInUrl(90)).toBe(90);
  });
});
