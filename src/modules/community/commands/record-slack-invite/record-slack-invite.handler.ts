import type { EntityManager } from '../../../../platform/db/orm.ts';

export type SlackInviteTarget = { memberId: string; email: string; firstName: string; lastName: string };

/**
 * What the invite job of one SlackInviteRequested event sends to, or null when there is nothing to
 * send: the member is gone, already active in Slack, or a later request superseded this one (its
 * own job sends). Together with the delivery row (event, channel, recipient) this makes the job
 * idempotent: one invite per request, and a new request only from an admin's re-send.
 */
export async function loadSlackInviteTarget(em: EntityManager, memberId: string, eventId: string): Promise<SlackInviteTarget | null> {
  const [row] = await em.execute<{ id: string; email: string; first_name: string; last_name: string }[]>(
    `SELECT id, email, first_name, last_name FROM community_members
      WHERE id = ? AND slack_joined_at IS NULL AND slack_invite_event_id = ?`,
    [memberId, eventId],
  );
  return row ? { memberId: row.id, email: row.email, firstName: row.first_name, lastName: row.last_name } : null;
}

/** The invite went out: stamps slack_invited_at (never earlier) and clears an older failure. */
export async function markSlackInviteSent(em: EntityManager, memberId: string, eventId: string, at: Date = new Date()): Promise<void> {
  await em.execute(
    `UPDATE community_members
        SET slack_invited_at = ?, slack_invite_failed_at = NULL, slack_invite_failure_reason = NULL, updated_at = now()
      WHERE id = ? AND slack_invite_event_id = ?`,
    [at, memberId, eventId],
  );
}

/** The invite could not go out and will not be retried: the reason, for the admin tab and the operator. */
export async function markSlackInviteFailed(
  em: EntityManager,
  memberId: string,
  eventId: string,
  reason: string,
  at: Date = new Date(),
): Promise<void> {
  await em.execute(
    `UPDATE community_members
        SET slack_invite_failed_at = ?, slack_invite_failure_reason = ?, updated_at = now()
      WHERE id = ? AND slack_invite_event_id = ?`,
    [at, reason.slice(0, 1000), memberId, eventId],
  );
}
