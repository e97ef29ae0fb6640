import { describe, expect, it } from 'vitest';
import { DELIVERY_POLL_MS, deliveryPollInterval, describeDelivery, failedOpenDeliveries, openInvitationTo } from './invitation-rows.ts';

type Delivery = Parameters<typeof describeDelivery>[0];
const delivery = (overrides: Partial<Delivery> = {}): Delivery => ({
  status: 'sent',
  reason: null,
  domainVerification: false,
  sentAt: null,
  testMode: null,
  ...overrides,
});

describe('deliveryPollInterval', () => {
  it('polls while any e-mail is queued, and not otherwise', () => {
    const open = { canResend: true };
    expect(deliveryPollInterval([{ ...open, delivery: delivery() }, { ...open, delivery: delivery({ status: 'queued' }) }])).toBe(DELIVERY_POLL_MS);
    expect(deliveryPollInterval([{ ...open, delivery: delivery() }, { ...open, delivery: delivery({ status: 'failed' }) }])).toBe(false);
    // A closed invitation's e-mail will never be sent: no reason to keep asking.
    expect(deliveryPollInterval([{ canResend: false, delivery: delivery({ status: 'queued' }) }])).toBe(false);
    expect(deliveryPollInterval([])).toBe(false);
    expect(deliveryPollInterval(undefined)).toBe(false);
  });
});

describe('failedOpenDeliveries', () => {
  it('keeps the failed deliveries of invitations that can still be resent', () => {
    const rows = [
      { id: 'a', canResend: true, delivery: delivery({ status: 'failed', reason: '550 no' }) },
      { id: 'b', canResend: false, delivery: delivery({ status: 'failed' }) },
      { id: 'c', canResend: true, delivery: delivery({ status: 'queued', reason: '451 later' }) },
      { id: 'd', canResend: true, delivery: delivery() },
    ];
    expect(failedOpenDeliveries(rows).map((row) => row.id)).toEqual(['a']);
  });
});

describe('describeDelivery', () => {
  it('says queued, sent or failed with the reason', () => {
    expect(describeDelivery(delivery({ status: 'queued' }))).toEqual({ label: 'Queued', detail: null });
    expect(describeDelivery(delivery({ status: 'queued', reason: '451 Try again later' }))).toEqual({
      label: 'Queued',
      detail: 'retrying: 451 Try again later',
    });
    expect(describeDelivery(delivery())).toEqual({ label: 'Sent', detail: null });
    expect(describeDelivery(delivery({ status: 'failed', reason: '550 Mailbox unavailable' }))).toEqual({
      label: 'Failed',
      detail: '550 Mailbox unavailable',
    });
  });

  it('says Not sent for an e-mail still queued when the invitation closed', () => {
    expect(describeDelivery(delivery({ status: 'queued' }), false)).toEqual({ label: 'Not sent', detail: null });
    expect(describeDelivery(delivery({ status: 'failed', reason: '550 no' }), false)).toEqual({ label: 'Failed', detail: '550 no' });
  });

  it('says where a test-mode e-mail went', () => {
    const testMode = { originalRecipient: 'ada@example.com', actualRecipient: 'qa@example.com' };
    expect(describeDelivery(delivery({ testMode }))).toEqual({ label: 'Sent', detail: 'to qa@example.com (test mode)' });
  });
});

describe('openInvitationTo', () => {
  const rows = [
    { id: 'old', email: 'ada@example.com', canResend: false },
    { id: 'open', email: 'ada@example.com', canResend: true },
  ];
  it('finds the open invitation to an address, ignoring case and spaces', () => {
    expect(openInvitationTo(rows, ' Ada@Example.com ')?.id).toBe('open');
    expect(openInvitationTo(rows, 'bob@example.com')).toBeUndefined();
    expect(openInvitationTo(undefined, 'ada@example.com')).toBeUndefined();
  });
});
