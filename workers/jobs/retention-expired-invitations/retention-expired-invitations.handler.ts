import { defineJobHandler } from '../../../src/platform/queues/job-definition.ts';
import { deleteClosedInvitations } from '../../../src/modules/invitations/index.ts';
import { retentionExpiredInvitationsJob } from './retention-expired-invitations.job.ts';

/** Idempotent: a rerun finds nothing older than the period. */
export const retentionExpiredInvitationsHandler = defineJobHandler(retentionExpiredInvitationsJob, async (_payload, context) => {
  const deleted = await deleteClosedInvitations(context.em, context.config.retention.expiredInvitationMonths);
  context.logger.info({ deleted }, 'expired invitations deleted');
});
