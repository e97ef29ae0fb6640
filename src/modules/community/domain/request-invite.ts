import type { EntityManager } from '../../../platform/db/orm.ts';
import { recordEvents } from '../../../platform/events/record-event.ts';
import { SlackInviteRequested } from '../contracts/community-events.contract.ts';

/**
 * Records a Slack invite request for a member, in the caller's transaction: the event becomes the
 * member's current request (an older queued one will then send nothing) and the failure of an
 * earlier attempt is cleared. Returns false for a member already active in Slack (nothing to do).
 */
export async function requestInvite(tx: EntityManager, memberId: string, now: Date): Promise<boolean> {
  const event = SlackInviteRequested.create({ memberId });
  const updated = await tx.execute<{ id: string }[]>(
    `UPDATE community_members
        SET slack_invite_requested_at = ?, slack_invite_event_id = ?, slack_invite_failed_at = NULL,
            slack_invite_failure_reason = NULL, updated_at = now()
      WHERE id = ? AND slack_joined_at IS NULL
      RETURNING id`,
    [now, event.id, memberId],
  );
  if (updated.length === 0) return false;
  recordEvents(tx, event);
  return true;
}
