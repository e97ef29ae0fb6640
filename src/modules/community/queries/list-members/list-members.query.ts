import type { EntityManager } from '../../../../platform/db/orm.ts';
import type { CommunityMember, CommunityStats, MemberList } from '../../contracts/community.contract.ts';
import type { NotificationPreferences } from '../../contracts/community-form.contract.ts';

export type MemberRow = {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  company: string | null;
  job_title: string | null;
  auto_enrolled: boolean;
  notification_preferences: NotificationPreferences;
  created_at: Date;
  slack_invite_requested_at: Date | null;
  slack_invited_at: Date | null;
  slack_invite_failed_at: Date | null;
  slack_invite_failure_reason: string | null;
  slack_joined_at: Date | null;
  slack_user_id: string | null;
};

export const MEMBER_COLUMNS = `id, email, first_name, last_name, company, job_title, auto_enrolled, notification_preferences,
  created_at, slack_invite_requested_at, slack_invited_at, slack_invite_failed_at, slack_invite_failure_reason,
  slack_joined_at, slack_user_id`;

/** Name, e-mail or company containing the words (each word anywhere, case-insensitive). */
export function memberSearchFilter(search: string | undefined): { sql: string; params: string[] } {
  const words = (search ?? '').split(/\s+/).filter(Boolean).slice(0, 8);
  if (words.length === 0) return { sql: 'TRUE', params: [] };
  const one = `(first_name || ' ' || last_name || ' ' || email || ' ' || coalesce(company, '')) ILIKE ?`;
  return { sql: words.map(() => one).join(' AND '), params: words.map((word) => `%${word.replace(/[\\%_]/g, '\\$&')}%`) };
}

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

export function toCommunityMember(row: MemberRow): CommunityMember {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    company: row.company,
    jobTitle: row.job_title,
    autoEnrolled: row.auto_enrolled,
    preferences: row.notification_preferences,
    createdAt: new Date(row.created_at).toISOString(),
    slackInviteRequestedAt: iso(row.slack_invite_requested_at),
    slackInvitedAt: iso(row.slack_invited_at),
    slackInviteFailedAt: iso(row.slack_invite_failed_at),
    slackInviteFailureReason: row.slack_invite_failure_reason,
    slackJoinedAt: iso(row.slack_joined_at),
    slackUserId: row.slack_user_id,
  };
}

/**
 * One page of members, newest first (spec part 2 call 13, paginated on the server since the list
 * grows), the total matching the search, and the four stat cards over the whole community.
 */
export async function listMembers(
  em: EntityManager,
  query: { search?: string | undefined; page: number; pageSize: number },
): Promise<MemberList> {
  const filter = memberSearchFilter(query.search);
  const offset = (query.page - 1) * query.pageSize;
  const [rows, [count], [stats]] = await Promise.all([
    em.execute<MemberRow[]>(
      `SELECT ${MEMBER_COLUMNS} FROM community_members WHERE ${filter.sql} ORDER BY created_at DESC, id LIMIT ? OFFSET ?`,
      [...filter.params, query.pageSize, offset],
    ),
    em.execute<{ total: string }[]>(`SELECT count(*) AS total FROM community_members WHERE ${filter.sql}`, filter.params),
    em.execute<Record<keyof CommunityStats, string>[]>(
      `SELECT count(*) AS total,
              count(*) FILTER (WHERE slack_joined_at IS NOT NULL) AS active,
              count(*) FILTER (WHERE slack_joined_at IS NULL AND slack_invited_at IS NOT NULL) AS invited,
              count(*) FILTER (WHERE slack_joined_at IS NULL AND slack_invited_at IS NULL) AS pending,
              count(*) FILTER (WHERE slack_joined_at IS NULL AND slack_invite_requested_at IS NOT NULL
                AND slack_invite_requested_at > coalesce(slack_invited_at, '-infinity')
                AND slack_invite_requested_at > coalesce(slack_invite_failed_at, '-infinity')) AS queued
         FROM community_members`,
    ),
  ]);
  return {
    members: rows.map(toCommunityMember),
    total: Number(count?.total ?? 0),
    page: query.page,
    pageSize: query.pageSize,
    stats: {
      total: Number(stats?.total ?? 0),
      active: Number(stats?.active ?? 0),
      invited: Number(stats?.invited ?? 0),
      pending: Number(stats?.pending ?? 0),
      queued: Number(stats?.queued ?? 0),
    },
  };
}
