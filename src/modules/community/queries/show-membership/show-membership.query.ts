import type { EntityManager } from '../../../../platform/db/orm.ts';
import { PREFERENCE_KEYS, type NotificationPreferences } from '../../contracts/community-form.contract.ts';
import type { Membership } from '../../contracts/community.contract.ts';
import { NotACommunityMemberError } from '../../domain/community.errors.ts';
import { latestConsents } from '../../domain/record-consents.ts';

type MemberRow = {
  first_name: string;
  email: string;
  created_at: Date | string;
  notification_preferences: Partial<NotificationPreferences> | null;
  slack_invited_at: Date | null;
  slack_joined_at: Date | null;
};

/**
 * What /community/preferences shows a member: their preferences, each with its latest consent
 * record (when, how, the words shown), and whether they are in Slack (leaving here does not remove
 * them there). A preference with no record (never expected: the migration gave every member one)
 * shows its current value as recorded before records were kept, dated when they joined.
 */
export async function showMembership(em: EntityManager, memberId: string): Promise<Membership> {
  const [member] = await em.execute<MemberRow[]>(
    `SELECT first_name, email, created_at, notification_preferences, slack_invited_at, slack_joined_at FROM community_members WHERE id = ?`,
    [memberId],
  );
  if (!member) throw new NotACommunityMemberError();
  const joinedAt = new Date(member.created_at).toISOString();
  const consents = await latestConsents(em, memberId);
  return {
    firstName: member.first_name,
    email: member.email,
    joinedAt,
    slackInvited: member.slack_invited_at !== null,
    slackJoined: member.slack_joined_at !== null,
    preferences: PREFERENCE_KEYS.map(
      (key) =>
        consents.find((consent) => consent.preference === key) ?? {
          preference: key,
          given: member.notification_preferences?.[key] === true,
          wording: null,
          source: 'before-records' as const,
          recordedAt: joinedAt,
        },
    ),
  };
}
