import type { EntityManager } from '../../../../platform/db/orm.ts';
import { keysetBatches, mapBatches } from '../../../../platform/db/keyset-batches.ts';
import type { CsvValue } from '../../../../platform/http/csv.ts';
import { slackStateOf } from '../../contracts/slack-state.contract.ts';
import { MEMBER_COLUMNS, memberSearchFilter, toCommunityMember, type MemberRow } from '../list-members/list-members.query.ts';

export const MEMBER_EXPORT_HEADER = [
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
] as const;

/** created_at as PostgreSQL prints it: microseconds kept, so the keyset never skips a row. */
type Row = MemberRow & { cursor_at: string };

function toRecord(row: Row): CsvValue[] {
  const member = toCommunityMember(row);
  return [
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
  ];
}

/** Every member matching the search (all pages), newest first, a batch at a time, for the CSV. */
export function exportMembers(em: EntityManager, search: string | undefined, batchSize?: number): AsyncGenerator<CsvValue[][]> {
  const filter = memberSearchFilter(search);
  const batches = keysetBatches<Row>(
    (after, size) =>
      em.execute<Row[]>(
        `SELECT ${MEMBER_COLUMNS}, created_at::text AS cursor_at FROM community_members
         WHERE ${filter.sql} ${after ? 'AND (created_at, id) < (?::timestamptz, ?::uuid)' : ''}
         ORDER BY created_at DESC, id DESC LIMIT ?`,
        [...filter.params, ...(after ? [after.cursor_at, after.id] : []), size],
      ),
    batchSize,
  );
  return mapBatches(batches, (rows) => rows.map(toRecord));
}
