import { randomUUID } from 'node:crypto';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { recordEvents } from '../../../../platform/events/record-event.ts';
import type { JoinCommunity } from '../../contracts/community-form.contract.ts';
import { MemberJoined } from '../../contracts/community-events.contract.ts';
import { CommunityMember } from '../../domain/community-member.entity.ts';
import { findMemberIdByEmail, lockMemberAddress } from '../../domain/lock-member-address.ts';
import { requestInvite } from '../../domain/request-invite.ts';
import { recordConsents } from '../../domain/record-consents.ts';

export type JoinOutcome = { memberId: string; created: boolean };

/**
 * A visitor joins from /join-community: a new member (auto_enrolled false), MemberJoined and a Slack
 * invite request, in one transaction. An address that is already a member changes nothing (no
 * second member, no second invite, its preferences and their records untouched); the route answers
 * both the same. Each preference is recorded as given or not, with the join form's wording.
 */
export async function joinCommunity(em: EntityManager, form: JoinCommunity, now: Date = new Date()): Promise<JoinOutcome> {
  return em.fork().transactional(async (tx) => {
    await lockMemberAddress(tx, form.email);
    const existing = await findMemberIdByEmail(tx, form.email);
    if (existing) return { memberId: existing, created: false };

    const id = randomUUID();
    tx.create(CommunityMember, {
      id,
      userId: null,
      email: form.email.toLowerCase(),
      firstName: form.firstName,
      lastName: form.lastName,
      company: form.company,
      jobTitle: form.jobTitle,
      autoEnrolled: false,
      notificationPreferences: form.preferences,
      slackInviteRequestedAt: null,
      slackInviteEventId: null,
      slackInvitedAt: null,
      slackInviteFailedAt: null,
      slackInviteFailureReason: null,
      slackJoinedAt: null,
      slackUserId: null,
    });
    recordEvents(tx, MemberJoined.create({ memberId: id, autoEnrolled: false }));
    await tx.flush();
    // The evidence of what they chose: each preference with the form's wording (decision 038).
    await recordConsents(tx, id, form.preferences, 'join-form', now);
    await requestInvite(tx, id, now);
    return { memberId: id, created: true };
  });
}
