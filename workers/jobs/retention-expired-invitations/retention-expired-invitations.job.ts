import { defineJob } from '../../../src/platform/queues/job-definition.ts';
import { RetentionRunRequested } from '../../../src/platform/personal-data/retention-events.contract.ts';

/**
 * Deletes the invitations claimed or expired more than RETENTION_EXPIRED_INVITATION_MONTHS ago
 * (decision 037): daily on RETENTION_EXPIRED_INVITATIONS_CRON, or on RetentionRunRequested.
 */
export const retentionExpiredInvitationsJob = defineJob({
  id: 'retention.expired-invitations',
  version: 1,
  queue: 'notifications',
  payload: RetentionRunRequested.payload,
  triggeredBy: RetentionRunRequested.type,
  schedule: (config) => config.retention.expiredInvitationsCron,
});
