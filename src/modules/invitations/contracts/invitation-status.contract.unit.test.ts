import { describe, expect, it } from 'vitest';
import { canResendInvitation, invitationDisplayStatus, mentionsDomainVerification } from './invitation-status.contract.ts';

const now = new Date('2026-11-25T12:00:00Z');
const future = '2026-11-30T12:00:00Z';
const past = '2026-11-20T12:00:00Z';

describe('invitation display status (spec part 2 section 4)', () => {
  it.each([
    { claimedAt: null, expiresAt: future, status: 'Pending', resend: true },
    { claimedAt: null, expiresAt: past, status: 'Expired', resend: false },
    { claimedAt: null, expiresAt: now.toISOString(), status: 'Expired', resend: false },
    { claimedAt: '2026-11-21T08:00:00Z', expiresAt: future, status: 'Claimed', resend: false },
    // Claimed wins over expired: the invitation did its job.
    { claimedAt: '2026-11-19T08:00:00Z', expiresAt: past, status: 'Claimed', resend: false },
  ])('claimed $claimedAt, expires $expiresAt → $status', ({ claimedAt, expiresAt, status, resend }) => {
    expect(invitationDisplayStatus({ claimedAt, expiresAt }, now)).toBe(status);
    expect(canResendInvitation({ claimedAt, expiresAt }, now)).toBe(resend);
  });
});

describe('domain verification in a delivery failure', () => {
  it.each([
    ['550 You must verify a domain before sending to other recipients', true],
    ['553 Domain not verified for sending', true],
    ['Domain verification required', true],
    ['451 Temporary failure, try again', false],
    ['connect ECONNREFUSED 127.0.0.1:2525', false],
    [null, false],
  ])('%s → %s', (reason, expected) => {
    expect(mentionsDomainVerification(reason)).toBe(expected);
  });
});
