import type { AuditActor } from '../../../../platform/audit/audit-trail.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { communityAudit } from '../../audit.ts';
import type { SlackInvitesRequested } from '../../contracts/community.contract.ts';
import { requestInvite } from '../../domain/request-invite.ts';

/**
 * An admin asks for Slack invites (one member or many): one SlackInviteRequested, so one queued
 * job, per member, all in one transaction. A member already invited gets a new invite (the admin's
 * re-send: the job then sends again); one already active in Slack, or an unknown id, is skipped.
 * Each invite queued has its audit row (decision 042) in the same transaction; a skip has none.
 */
export async function requestSlackInvites(em: EntityManager, memberIds: readonly string[], actor: AuditActor, now: Date = new Date()): Promise<SlackInvitesRequested> {
  const ids = [...new Set(memberIds.map((id) => id.toLowerCase()))];
  return em.fork().transactional(async (tx) => {
    const rows = await tx.execute<{ id: string; active: boolean }[]>(
      `SELECT id, slack_joined_at IS NOT NULL AS active FROM community_members WHERE id = ANY(?::uuid[]) FOR UPDATE`,
      [`{${ids.join(',')}}`],
    );
    const found = new Map(rows.map((row) => [row.id, row.active]));
    const result: SlackInvitesRequested = { queued: [], skipped: [] };
    for (const memberId of ids) {
      const active = found.get(memberId);
      if (active === undefined) result.skipped.push({ memberId, reason: 'not-found' });
      else if (active || !(await requestInvite(tx, memberId, now))) result.skipped.push({ memberId, reason: 'active' });
      else {
        result.queued.push(memberId);
        await communityAudit.record(tx, { kind: 'slack-invite.requested', actor, target: { type: 'community-member', id: memberId, role: 'member' } });
      }
    }
    return result;
  });
}
