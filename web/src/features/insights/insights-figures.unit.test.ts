import { describe, expect, it } from 'vitest';
import { describeChange, describeChart, formatCount, formatDayWithYear, formatPosition, formatWeekDay } from './insights-figures.ts';

describe('the Insights page’s days', () => {
  it('prints a day as its date and month, read as written (no time zone moves it)', () => {
    expect(formatWeekDay('2025-10-05')).toBe('5 Oct');
    expect(formatWeekDay('2025-01-01')).toBe('1 Jan');
    expect(formatWeekDay('2024-12-31')).toBe('31 Dec');
    expect(formatWeekDay('2025-09-29')).toBe('29 Sep');
    expect(formatDayWithYear('2025-10-05')).toBe('5 Oct 2025');
  });

  it('refuses what is not a day', () => {
    expect(() => formatWeekDay('5 Oct')).toThrow('Not a day');
  });
});

describe('the Insights page’s numbers', () => {
  it('groups thousands and keeps positions to one decimal', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(1234)).toBe('1,234');
    expect(formatPosition(2)).toBe('2.0');
    expect(formatPosition(3.4)).toBe('3.4');
  });
});

describe('this week’s change on last week', () => {
  it('is a rounded percentage with a plus or a minus sign', () => {
    expect(describeChange(112, 100)).toEqual({ direction: 'up', text: '+12%', description: 'up 12% on last week' });
    expect(describeChange(97, 100)).toEqual({ direction: 'down', text: '\u22123%', description: 'down 3% on last week' });
    expect(describeChange(2, 3).text).toBe('\u221233%');
    expect(describeChange(0, 8).text).toBe('\u2212100%');
    expect(describeChange(30, 10).text).toBe('+200%');
  });

  it('is "new" when last week counted none, and "no change" when the counts are equal (none included)', () => {
    expect(describeChange(4, 0)).toEqual({ direction: 'new', text: 'new', description: 'new this week, none last week' });
    expect(describeChange(0, 0)).toEqual({ direction: 'same', text: 'no change', description: 'no change on last week' });
    expect(describeChange(7, 7).text).toBe('no change');
  });

  it('never reads a real change of under 1% as 0%', () => {
    expect(describeChange(1004, 1000).text).toBe('+0.4%');
    expect(describeChange(99_999, 100_000).text).toBe('\u22120.1%');
  });
});

describe('the chart’s description', () => {
  const weeks = [
    { start: '2025-07-14', end: '2025-07-20' },
    { start: '2025-07-21', end: '2025-07-27' },
  ];

  it('names the span and each line’s highest week and this week', () => {
    expect(
      describeChart(weeks, [
        { label: 'Search appearances', values: [1200, 40] },
        { label: 'Profile opens', values: [0, 3] },
      ]),
    ).toBe('Weekly counts from 14 Jul to 27 Jul, each line on its own scale. Search appearances: highest 1,200, this week 40. Profile opens: highest 3, this week 3.');
  });

  it('says so when there is no week', () => {
    expect(describeChart([], [])).toBe('No weeks to show.');
  });
});
