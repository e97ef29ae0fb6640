import type { EntityManager } from '../../../platform/db/orm.ts';
import { joinCommunity } from '../commands/join-community/join-community.handler.ts';
import { markSlackJoined } from '../commands/mark-slack-joined/mark-slack-joined.handler.ts';
import { markSlackInviteSent, markSlackInviteFailed } from '../commands/record-slack-invite/record-slack-invite.handler.ts';
import { joinCommunitySchema } from '../contracts/community-form.contract.ts';

export type DemoCommunitySummary = { members: number };

type DemoMember = {
  firstName: string;
  lastName: string;
  email: string;
  company?: string;
  jobTitle?: string;
  state: 'active' | 'invited' | 'failed' | 'not-invited';
};

const DEMO_MEMBERS: DemoMember[] = [
  { firstName: 'Amara', lastName: 'Okafor', email: 'amara.okafor@example.com', company: 'Northwind People', jobTitle: 'Fractional CPO', state: 'active' },
  { firstName: 'Lukas', lastName: 'Becker', email: 'lukas.becker@example.com', company: 'Brightpath', jobTitle: 'Head of Talent', state: 'active' },
  { firstName: 'Camille', lastName: 'Dubois', email: 'camille.dubois@example.com', company: 'Atelier Talent', jobTitle: 'HR Director', state: 'invited' },
  { firstName: 'Priya', lastName: 'Raman', email: 'priya.raman@example.com', company: 'Scaleup Partners', state: 'invited' },
  { firstName: 'Tom', lastName: 'Hughes', email: 'tom.hughes@example.com', jobTitle: 'People Partner', state: 'failed' },
  { firstName: 'Elena', lastName: 'Rossi', email: 'elena.rossi@example.com', company: 'Fiore Group', jobTitle: 'VP People', state: 'not-invited' },
  { firstName: 'Noah', lastName: 'Larsen', email: 'noah.larsen@example.com', company: 'Fjord Labs', state: 'not-invited' },
];

/**
 * A handful of members in every Slack state, so the admin's Community Management tab shows each
 * badge and stat on first look. Made through the join command, then stamped directly as if the
 * invite jobs and Slack had answered: their queued invite events are taken back from the outbox so
 * `make dev` does not e-mail them. Only when the community is empty: idempotent.
 */
export async function seedDemoCommunity(em: EntityManager): Promise<DemoCommunitySummary> {
  const [row] = await em.execute<{ count: string }[]>('SELECT count(*) AS count FROM community_members');
  if (Number(row?.count ?? 0) > 0) return { members: 0 };
  const day = 24 * 3600 * 1000;
  let index = 0;
  for (const member of DEMO_MEMBERS) {
    index += 1;
    const joinedAt = new Date(Date.now() - (DEMO_MEMBERS.length - index + 1) * 3 * day);
    const { memberId } = await joinCommunity(em, joinCommunitySchema.parse(member), joinedAt);
    await em.execute(`UPDATE community_members SET created_at = ? WHERE id = ?`, [joinedAt, memberId]);
    const [current] = await em.execute<{ slack_invite_event_id: string }[]>(
      'SELECT slack_invite_event_id FROM community_members WHERE id = ?',
      [memberId],
    );
    const eventId = current?.slack_invite_event_id ?? '';
    await em.execute(`DELETE FROM outbox WHERE id = ? AND dispatched_at IS NULL`, [eventId]);
    if (member.state === 'not-invited') {
      await em.execute(`UPDATE community_members SET slack_invite_requested_at = NULL, slack_invite_event_id = NULL WHERE id = ?`, [memberId]);
    } else if (member.state === 'failed') {
      await markSlackInviteFailed(em, memberId, eventId, 'Slack answered invalid_email', new Date(joinedAt.getTime() + 60_000));
    } else {
      await markSlackInviteSent(em, memberId, eventId, new Date(joinedAt.getTime() + 60_000));
    }
    if (member.state === 'active') {
      await markSlackJoined(em, { email: member.email, slackUserId: `UDEMO${index}`, joinedAt: new Date(joinedAt.getTime() + day) });
    }
  }
  return { members: DEMO_MEMBERS.length };
}
