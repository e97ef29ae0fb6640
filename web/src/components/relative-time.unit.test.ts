import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time.ts';

const now = new Date('2026-11-25T12:00:00Z');
const at = (ms: number) => new Date(now.getTime() + ms);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('formatRelativeTime', () => {
  it('says days ago for the past and in days for the future', () => {
    expect(formatRelativeTime(at(-3 * DAY), now)).toBe('3 days ago');
    expect(formatRelativeTime(at(7 * DAY), now)).toBe('in 7 days');
  });

  it('uses the singular for one', () => {
    expect(formatRelativeTime(at(-DAY), now)).toBe('1 day ago');
    expect(formatRelativeTime(at(DAY), now)).toBe('in 1 day');
    expect(formatRelativeTime(at(HOUR), now)).toBe('in 1 hour');
    expect(formatRelativeTime(at(-MINUTE), now)).toBe('1 minute ago');
  });

  it('rounds to the nearest day, so a fresh invitation expires in 7 days', () => {
    expect(formatRelativeTime(at(7 * DAY - 5_000), now)).toBe('in 7 days');
    expect(formatRelativeTime(at(-(2 * DAY + 13 * HOUR)), now)).toBe('3 days ago');
  });

  it('counts hours and minutes under a day, and says just now under a minute', () => {
    expect(formatRelativeTime(at(-5 * HOUR), now)).toBe('5 hours ago');
    expect(formatRelativeTime(at(23 * HOUR + 50 * MINUTE), now)).toBe('in 23 hours');
    expect(formatRelativeTime(at(-42 * MINUTE), now)).toBe('42 minutes ago');
    expect(formatRelativeTime(at(-10_000), now)).toBe('just now');
    expect(formatRelativeTime(now.toISOString(), now)).toBe('just now');
  });

  it('accepts ISO strings as the API sends them, and shows a dash for a bad value', () => {
    expect(formatRelativeTime('2026-11-20T12:00:00.000Z', now)).toBe('5 days ago');
    expect(formatRelativeTime('not a date', now)).toBe('—');
  });
});

describe('formatRelativeTime for availability confirmations', () => {
  it('reads after "Availability confirmed": a few days, several weeks, months in days', () => {
    expect(`Availability confirmed ${formatRelativeTime(at(-3 * DAY - 2 * HOUR), now)}`).toBe('Availability confirmed 3 days ago');
    expect(formatRelativeTime(at(-95 * DAY), now)).toBe('95 days ago');
    expect(formatRelativeTime(at(-2 * HOUR), now)).toBe('2 hours ago');
  });
});
