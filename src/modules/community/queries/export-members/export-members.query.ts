import type { EntityManager } from '../../../../platform/db/orm.ts';
import { slackStateOf } from '../../contracts/slack-state.contract.ts';
import { MEMBER_COLUMNS, memberSearchFilter, toCommunityMember, type MemberRow } from '../list-members/list-members.query.ts';

const HEADER = [
  'First name',
  'Last name',
  'Email',
  'Company',
  'Job title',
  'Slack state',
  'Invited at',
  'Joined Slack at',
  'Slack user id',
  'Auto-enrolled',
  'Events',
  'Newsletter',
  'Discussions',
  'Joined at',
];

/**
 * A CSV cell: quoted when needed, and a leading =, +, - or @ (or tab/CR) neutralised with a quote
 * mark, so a spreadsheet never runs a member's name as a formula (CSV injection).
 */
export function csvCell(value: string | number | boolean | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Every member matching the search (all pages), newest first, as CSV for the admin. */
export async function exportMembers(em: EntityManager, search: string | undefined): Promise<string> {
  const filter = memberSearchFilter(search);
  const rows = await em.execute<MemberRow[]>(
    `SELECT ${MEMBER_COLUMNS} FROM community_members WHERE ${filter.sql} ORDER BY created_at DESC, id`,
    filter.params,
  );
  const lines = [HEADER.map(csvCell).join(',')];
  for (const member of rows.map(toCommunityMember)) {
    lines.push(
      [
        member.firstName,
        member.lastName,
        member.email,
        member.company,
        member.jobTitle,
        slackStateOf(member),
        member.slackInvitedAt,
        member.slackJoinedAt,
        member.slackUserId,
        member.autoEnrolled,
        member.preferences.events,
        member.preferences.newsletter,
        member.preferences.discussions,
        member.createdAt,
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
