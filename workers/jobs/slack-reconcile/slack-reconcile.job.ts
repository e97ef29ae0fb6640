import { defineJob } from '../../../src/platform/queues/job-definition.ts';
import { SlackReconciliationRequested } from '../../../src/modules/community/index.ts';

/**
 * Daily (SLACK_RECONCILE_CRON) and on request: members who joined Slack while a team_join was
 * missed are marked Active in Slack from users.list.
 */
export const slackReconcileJob = defineJob({
  id: 'slack.reconcile-members',
  version: 1,
  queue: 'slack',
  payload: SlackReconciliationRequested.payload,
  triggeredBy: SlackReconciliationRequested.type,
  schedule: (config) => (config.slack.botToken ? config.slack.reconcileCron : undefined),
});
