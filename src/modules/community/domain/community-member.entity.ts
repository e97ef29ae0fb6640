import { defineEntity, p } from '@mikro-orm/core';
import type { NotificationPreferences } from '../contracts/community-form.contract.ts';

/** One member of the community, with their Slack state (see contracts/slack-state.contract.ts). */
export const CommunityMember = defineEntity({
  name: 'CommunityMember',
  tableName: 'community_members',
  properties: {
    id: p.uuid().primary(),
    /** The executive's account when auto-enrolled; null for people who joined from the form. */
    userId: p.uuid().nullable(),
    email: p.string().columnType('text'),
    firstName: p.string().columnType('text'),
    lastName: p.string().columnType('text'),
    company: p.string().columnType('text').nullable(),
    jobTitle: p.string().columnType('text').nullable(),
    autoEnrolled: p.boolean().default(false),
    notificationPreferences: p.json<NotificationPreferences>(),
    slackInviteRequestedAt: p.datetime().columnType('timestamptz').nullable(),
    /** The SlackInviteRequested event whose job may send the invite (the latest request). */
    slackInviteEventId: p.uuid().nullable(),
    slackInvitedAt: p.datetime().columnType('timestamptz').nullable(),
    slackInviteFailedAt: p.datetime().columnType('timestamptz').nullable(),
    slackInviteFailureReason: p.string().columnType('text').nullable(),
    slackJoinedAt: p.datetime().columnType('timestamptz').nullable(),
    slackUserId: p.string().columnType('text').nullable(),
    createdAt: p
      .datetime()
      .columnType('timestamptz')
      .onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .columnType('timestamptz')
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export const communityEntities = [CommunityMember];
