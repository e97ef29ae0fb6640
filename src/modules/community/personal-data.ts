import { definePersonalData, inWords, isoInstant } from '../../platform/personal-data/personal-data.ts';

type MemberRow = {
  email: string;
  first_name: string;
  last_name: string;
  company: string | null;
  job_title: string | null;
  auto_enrolled: boolean;
  notification_preferences: Record<string, unknown> | null;
  slack_invite_requested_at: Date | null;
  slack_invited_at: Date | null;
  slack_joined_at: Date | null;
  created_at: Date;
};

const MEMBER = 'user_id = ? OR email = ?';

type ConsentRow = { preference: string; given: boolean; wording: string | null; source: string; recorded_at: Date };

/**
 * The community holds a member's details, their preferences with the record of each consent, and
 * where their Slack invitation stands. Erasing deletes the membership; the Slack workspace's own account is Slack's to remove
 * (its API cannot deactivate a member on the plans we use), which the community page says.
 */
export const communityPersonalData = definePersonalData({
  module: 'Community membership',
  covers: {
    community_members: ['user_id', 'email', 'first_name', 'last_name', 'company', 'job_title', 'notification_preferences', 'slack_user_id', 'slack_invite_failure_reason'],
    // Whose consent, and the words they were shown (decision 038).
    community_consents: ['member_id', 'wording'],
  },
  async export(em, { userId, email }) {
    const [member] = await em.execute<MemberRow[]>(
      `SELECT email, first_name, last_name, company, job_title, auto_enrolled, notification_preferences,
              slack_invite_requested_at, slack_invited_at, slack_joined_at, created_at
         FROM community_members WHERE ${MEMBER} ORDER BY created_at LIMIT 1`,
      [userId, email],
    );
    if (!member) return undefined;
    const consents = await em.execute<ConsentRow[]>(
      `SELECT c.preference, c.given, c.wording, c.source, c.recorded_at
         FROM community_consents c JOIN community_members m ON m.id = c.member_id
        WHERE m.user_id = ? OR m.email = ? ORDER BY c.recorded_at, c.preference`,
      [userId, email],
    );
    return {
      'E-mail address': member.email,
      'First name': member.first_name,
      'Last name': member.last_name,
      Company: member.company,
      'Job title': member.job_title,
      'Joined automatically with your account': member.auto_enrolled,
      Preferences: inWords(member.notification_preferences ?? {}),
      'Slack invitation asked for': isoInstant(member.slack_invite_requested_at),
      'Invited to Slack': isoInstant(member.slack_invited_at),
      'Joined Slack': isoInstant(member.slack_joined_at),
      Joined: isoInstant(member.created_at),
      'Preference records': consents.map((consent) => ({
        Preference: consent.preference,
        Given: consent.given,
        'Words shown': consent.wording,
        How: consent.source,
        When: isoInstant(consent.recorded_at),
      })),
    };
  },
  async erase(em, { userId, email }) {
    // The consent records go with the membership (their foreign key cascades too; said here so the
    // erasure does not lean on the schema).
    await em.execute(
      `DELETE FROM community_consents WHERE member_id IN (SELECT id FROM community_members WHERE ${MEMBER})`,
      [userId, email],
    );
    await em.execute(`DELETE FROM community_members WHERE ${MEMBER}`, [userId, email]);
  },
});
