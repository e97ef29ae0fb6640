import { defineJob } from '../../../src/platform/queues/job-definition.ts';
import { SlackInviteRequested } from '../../../src/modules/community/index.ts';

/** One member's Slack invite, by e-mail (shared link) or admin.users.invite, per the config. */
export const slackInviteJob = defineJob({
  id: 'slack.member-invite',
  version: 1,
  queue: 'slack',
  payload: SlackInviteRequested.payload,
  triggeredBy: SlackInviteRequested.type,
});
