import { LockMode } from '@mikro-orm/core';
import type { AuditActor } from '../../../../platform/audit/audit-trail.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { recordEvents } from '../../../../platform/events/record-event.ts';
import { ProfileApprovalRevoked, ProfileApproved, ProfileRejected } from '../../contracts/profile-events.contract.ts';
import { adminMessages } from '../../contracts/profile-messages.contract.ts';
import type { ProfileStatus } from '../../contracts/profile-status.contract.ts';
import { syncDirectoryEntry } from '../../domain/directory-sync.ts';
import { ExecutiveProfile } from '../../domain/executive-profile.entity.ts';
import { statusOf } from '../../domain/profile-status.ts';
import { ExecutiveNotFoundError, ReviewTransitionError } from '../../domain/profiles.errors.ts';
import { profilesAudit } from '../../audit.ts';

export type ReviewDecision = 'approve' | 'reject' | 'revoke';

const AUDIT_KIND = { approve: 'profile.approved', reject: 'profile.rejected', revoke: 'profile.revoked' } as const;

/** Which statuses each decision applies to (decision 008). */
const ALLOWED_FROM: Record<ReviewDecision, { from: readonly ProfileStatus[]; refusal: string }> = {
  // A rejected or revoked profile may be approved straight away: a reviewer can undo their own mistake.
  approve: { from: ['pending', 'rejected', 'revoked'], refusal: adminMessages.notAwaitingApproval },
  reject: { from: ['pending'], refusal: adminMessages.onlyPendingRejectable },
  revoke: { from: ['approved'], refusal: adminMessages.onlyApprovedRevocable },
};

/**
 * A super admin's decision on a profile, in one transaction with its directory effect (approve
 * writes the row, reject/revoke remove it: visible at once), the event that e-mails the executive
 * and the audit row (decision 042: the status before and after; whether a reason was given, not its
 * words, which are about the person and stay with the profile, which erasure deletes).
 */
export async function reviewProfile(
  em: EntityManager,
  executiveId: string,
  decision: ReviewDecision,
  reason: string | null,
  actor: AuditActor,
): Promise<ProfileStatus> {
  return em.fork().transactional(async (tx) => {
    const profile = await tx.findOne(ExecutiveProfile, { id: executiveId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!profile) throw new ExecutiveNotFoundError();
    const rule = ALLOWED_FROM[decision];
    const statusBefore = statusOf(profile);
    if (!rule.from.includes(statusBefore)) throw new ReviewTransitionError(rule.refusal);

    const now = new Date();
    const payload = { executiveId, firstName: profile.firstName, reason: decision === 'approve' ? null : reason || null };
    if (decision === 'approve') {
      // Vetting reads the availability the executive just submitted: approval counts as a confirmation.
      Object.assign(profile, { approved: true, approvedAt: now, availabilityConfirmedAt: now, rejectedAt: null, revokedAt: null, decisionReason: null });
      recordEvents(tx, ProfileApproved.create(payload));
    } else if (decision === 'reject') {
      Object.assign(profile, { rejectedAt: now, decisionReason: payload.reason });
      recordEvents(tx, ProfileRejected.create(payload));
    } else {
      Object.assign(profile, { approved: false, revokedAt: now, decisionReason: payload.reason });
      recordEvents(tx, ProfileApprovalRevoked.create(payload));
    }
    await tx.flush();
    // The team's vetting times (issue 42): when it was submitted and decided, not whose.
    if (decision !== 'revoke' && profile.submittedAt) {
      await tx.execute('INSERT INTO profile_vetting_decisions (decision, submitted_at, decided_at) VALUES (?, ?::timestamptz, greatest(?::timestamptz, ?::timestamptz))', [decision, profile.submittedAt, now, profile.submittedAt]);
    }
    await syncDirectoryEntry(tx, executiveId);
    await profilesAudit.record(tx, {
      kind: AUDIT_KIND[decision],
      actor,
      target: { type: 'executive-profile', id: executiveId, role: 'executive' },
      before: { status: statusBefore },
      after: { status: statusOf(profile), ...(decision === 'approve' ? {} : { reasonGiven: payload.reason !== null }) },
    });
    return statusOf(profile);
  });
}
