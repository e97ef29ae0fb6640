import { randomUUID } from 'node:crypto';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { recordEvents } from '../../../../platform/events/record-event.ts';
import { AUTO_ENROL_PREFERENCES } from '../../contracts/community-form.contract.ts';
import { MemberJoined } from '../../contracts/community-events.contract.ts';
import { CommunityMember } from '../../domain/community-member.entity.ts';
import { findMemberIdByEmail, lockMemberAddress } from '../../domain/lock-member-address.ts';
import { requestInvite } from '../../domain/request-invite.ts';
import { recordConsents } from '../../domain/record-consents.ts';

export type ExecutiveToEnrol = { userId: string; email: string; firstName: string | null; lastName: string | null };

/**
 * An executive's first sign-in (or account completion from an invitation) makes them a member if
 * their address is not one yet: auto_enrolled true, events and newsletter on, discussions off, and
 * a Slack invite requested. Run by a job (workers/jobs/community-enrolment), never inside the
 * sign-in, so a failure here can never block it. An existing member only gets linked to the account.
 */
export async function enrolExecutive(em: EntityManager, executive: ExecutiveToEnrol, now: Date = new Date()): Promise<{ memberId: string; created: boolean }> {
  return em.fork().transactional(async (tx) => {
    await lockMemberAddress(tx, executive.email);
    const existing = await findMemberIdByEmail(tx, executive.email);
    if (existing) {
      await tx.execute(`UPDATE community_members SET user_id = ? WHERE id = ? AND user_id IS NULL
        AND NOT EXISTS (SELECT 1 FROM community_members WHERE user_id = ?)`, [executive.userId, existing, executive.userId]);
      return { memberId: existing, created: false };
    }
    const id = randomUUID();
    tx.create(CommunityMember, {
      id,
      userId: executive.userId,
      email: executive.email.toLowerCase(),
      firstName: (executive.firstName?.trim() || executive.email.split('@')[0] || 'Member').slice(0, 100),
      lastName: (executive.lastName?.trim() ?? '').slice(0, 100),
      company: null,
      jobTitle: null,
      autoEnrolled: true,
      notificationPreferences: AUTO_ENROL_PREFERENCES,
      slackInviteRequestedAt: null,
      slackInviteEventId: null,
      slackInvitedAt: null,
      slackInviteFailedAt: null,
      slackInviteFailureReason: null,
      slackJoinedAt: null,
      slackUserId: null,
    });
    recordEvents(tx, MemberJoined.create({ memberId: id, autoEnrolled: true }));
    await tx.flush();
    // Recorded as defaults with no wording: the executive was not asked, and the page says so.
    await recordConsents(tx, id, AUTO_ENROL_PREFERENCES, 'auto-enrolment', now);
    await requestInvite(tx, id, now);
    return { memberId: id, created: true };
  });
}
