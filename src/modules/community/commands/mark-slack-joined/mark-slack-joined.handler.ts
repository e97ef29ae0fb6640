import type { EntityManager } from '../../../../platform/db/orm.ts';

export type SlackJoin = { email: string; slackUserId: string; joinedAt?: Date };

/**
 * Slack says this address joined the workspace (team_join, or the reconciliation's users.list):
 * the member becomes Active in Slack. The first join time is kept; a repeat changes nothing else.
 * Returns whether a member had that address.
 */
export async function markSlackJoined(em: EntityManager, join: SlackJoin): Promise<boolean> {
  const rows = await em.execute<{ id: string }[]>(
    `UPDATE community_members
        SET slack_joined_at = coalesce(slack_joined_at, ?), slack_user_id = ?, updated_at = now()
      WHERE lower(email) = lower(?) AND (slack_joined_at IS NULL OR slack_user_id IS DISTINCT FROM ?)
      RETURNING id`,
    [join.joinedAt ?? new Date(), join.slackUserId.slice(0, 40), join.email, join.slackUserId.slice(0, 40)],
  );
  if (rows.length > 0) return true;
  const [known] = await em.execute<{ id: string }[]>(`SELECT id FROM community_members WHERE lower(email) = lower(?)`, [join.email]);
  return Boolean(known);
}

/** The members not yet active in Slack (the reconciliation compares only these). */
export async function listMembersNotInSlack(em: EntityManager): Promise<Set<string>> {
  const rows = await em.execute<{ email: string }[]>(`SELECT lower(email) AS email FROM community_members WHERE slack_joined_at IS NULL`);
  return new Set(rows.map((row) => row.email));
}
