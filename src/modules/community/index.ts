import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { communityEntities } from './domain/community-member.entity.ts';
import { joinCommunityRoute } from './commands/join-community/join-community.route.ts';
import { requestSlackInvitesRoute } from './commands/request-slack-invites/request-slack-invites.route.ts';
import { receiveSlackEventRoute } from './commands/receive-slack-event/receive-slack-event.route.ts';
import { listMembersRoute } from './queries/list-members/list-members.route.ts';
import { exportMembersRoute } from './queries/export-members/export-members.route.ts';
import { showMembershipRoute } from './queries/show-membership/show-membership.route.ts';
import { changePreferencesRoute } from './commands/change-preferences/change-preferences.route.ts';
import { leaveCommunityRoute } from './commands/leave-community/leave-community.route.ts';
import { unsubscribeMemberRoute } from './commands/unsubscribe-member/unsubscribe-member.route.ts';

export { communityEntities };

/**
 * The community module: visitors join from /join-community, executives are enrolled on their first
 * sign-in, members are invited to the Slack workspace and marked Active in Slack from Slack's own
 * team_join; super admins manage members; a member sees and changes their preferences (each with its
 * consent record), unsubscribes in one click or leaves, from their e-mails' link (decision 038). Register with `{ prefix: '/api' }` after `registerAuth`.
 */
export const communityModule: FastifyPluginAsyncZod = async (app) => {
  for (const routes of [
    joinCommunityRoute,
    listMembersRoute,
    exportMembersRoute,
    requestSlackInvitesRoute,
    receiveSlackEventRoute,
    showMembershipRoute,
    changePreferencesRoute,
    leaveCommunityRoute,
    unsubscribeMemberRoute,
  ]) {
    await app.register(routes);
  }
};

// The facade the workers, the CLI, the dev seed and the tests use.
export { joinCommunity, type JoinOutcome } from './commands/join-community/join-community.handler.ts';
export { enrolExecutive, type ExecutiveToEnrol } from './commands/enrol-executive/enrol-executive.handler.ts';
export { requestSlackInvites } from './commands/request-slack-invites/request-slack-invites.handler.ts';
export {
  loadSlackInviteTarget,
  markSlackInviteSent,
  markSlackInviteFailed,
  type SlackInviteTarget,
} from './commands/record-slack-invite/record-slack-invite.handler.ts';
export { markSlackJoined, listMembersNotInSlack, type SlackJoin } from './commands/mark-slack-joined/mark-slack-joined.handler.ts';
export { listMembers } from './queries/list-members/list-members.query.ts';
export { exportMembers } from './queries/export-members/export-members.query.ts';
export { changePreferences } from './commands/change-preferences/change-preferences.handler.ts';
export { leaveCommunity } from './commands/leave-community/leave-community.handler.ts';
export { unsubscribeMember } from './commands/unsubscribe-member/unsubscribe-member.handler.ts';
export { PREFERENCES_PAGE } from './commands/unsubscribe-member/unsubscribe-member.route.ts';
export { showMembership } from './queries/show-membership/show-membership.query.ts';
export { signMemberLinkToken, verifyMemberLinkToken } from './domain/member-link-token.ts';
export { seedDemoCommunity, type DemoCommunitySummary } from './demo/seed-demo-community.ts';
export { MemberJoined, SlackInviteRequested, SlackReconciliationRequested } from './contracts/community-events.contract.ts';

// Its staff actions' audit kinds (decision 042).
export { communityAudit } from './audit.ts';

// What the module holds of a person: its export and erasure (decision 036).
export { communityPersonalData } from './personal-data.ts';

// What the module counts and reports for insights (decision 050).
export { communityInsights } from './insights.ts';
