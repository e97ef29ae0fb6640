import { describe, expect, it } from 'vitest';
import { describeConsent } from './consent-record.ts';

describe('describeConsent', () => {
  it('says on or off, since when, and how', () => {
    expect(describeConsent({ given: true, source: 'join-form', recordedAt: '2026-12-03T10:00:00.000Z' })).toBe('On since Dec 3, 2026: chosen on the join form.');
    expect(describeConsent({ given: false, source: 'one-click-unsubscribe', recordedAt: '2026-01-15T12:00:00.000Z' })).toBe(
      'Off since Jan 15, 2026: turned off by unsubscribing from an e-mail.',
    );
  });

  it('says plainly when the member was never asked', () => {
    expect(describeConsent({ given: true, source: 'auto-enrolment', recordedAt: '2026-06-01T12:00:00.000Z' })).toContain('you were not asked');
  });
});
