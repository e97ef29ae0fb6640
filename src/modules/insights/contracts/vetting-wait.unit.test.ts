import { describe, expect, it } from 'vitest';
import { VETTING_PROMISE_HOURS } from './insights-words.contract.ts';
import { formatHours, formatWaiting, isOverPromise, waitingHours } from './vetting-wait.contract.ts';

const now = new Date('2026-10-05T12:00:00.000Z');
const HOUR = 3_600_000;
const before = (ms: number) => new Date(now.getTime() - ms);

describe('waitingHours', () => {
  it('counts the hours since the submission, fraction included', () => {
    expect(waitingHours(before(3 * HOUR), now)).toBe(3);
    expect(waitingHours(before(90 * 60_000), now)).toBe(1.5);
    expect(waitingHours('2026-10-02T08:00:00.000Z', now)).toBe(76);
  });

  it('is 0 for a submission stamped ahead of this clock, and null without a valid time', () => {
    expect(waitingHours(new Date(now.getTime() + 5_000), now)).toBe(0);
    expect(waitingHours(null, now)).toBeNull();
    expect(waitingHours(undefined, now)).toBeNull();
    expect(waitingHours('not a date', now)).toBeNull();
  });
});

describe('isOverPromise', () => {
  it('is the 24 hours the executive is promised', () => {
    expect(VETTING_PROMISE_HOURS).toBe(24);
  });

  it('is true only past the promise', () => {
    expect(isOverPromise(23.99)).toBe(false);
    expect(isOverPromise(24)).toBe(false);
    expect(isOverPromise(24.01)).toBe(true);
    expect(isOverPromise(waitingHours(before(25 * HOUR), now))).toBe(true);
  });

  it('is false without a wait', () => {
    expect(isOverPromise(null)).toBe(false);
    expect(isOverPromise(undefined)).toBe(false);
    expect(isOverPromise(Number.NaN)).toBe(false);
  });
});

describe('formatHours', () => {
  it('reads hours under a day and days with their hours beyond', () => {
    expect(formatHours(3)).toBe('3 h');
    expect(formatHours(23)).toBe('23 h');
    expect(formatHours(24)).toBe('1 d');
    expect(formatHours(52)).toBe('2 d 4 h');
    expect(formatHours(1000)).toBe('41 d 16 h');
  });

  it('counts down, so a wait short of a day never reads as one', () => {
    expect(formatHours(23.99)).toBe('23 h');
    expect(formatHours(3.7)).toBe('3 h');
    expect(formatHours(48.5)).toBe('2 d');
  });

  it('says under an hour for less than one, and a dash for nothing to show', () => {
    expect(formatHours(0)).toBe('< 1 h');
    expect(formatHours(0.6)).toBe('< 1 h');
    expect(formatHours(null)).toBe('—');
    expect(formatHours(undefined)).toBe('—');
    expect(formatHours(-1)).toBe('—');
    expect(formatHours(Number.POSITIVE_INFINITY)).toBe('—');
  });
});

describe('formatWaiting', () => {
  it('says how long a pending profile has waited', () => {
    expect(formatWaiting(76)).toBe('Waiting 3 d 4 h');
    expect(formatWaiting(waitingHours(before(5 * HOUR + 10 * 60_000), now))).toBe('Waiting 5 h');
    expect(formatWaiting(0.2)).toBe('Waiting < 1 h');
  });

  it('is a dash without a submission time', () => {
    expect(formatWaiting(waitingHours(null, now))).toBe('—');
  });
});
