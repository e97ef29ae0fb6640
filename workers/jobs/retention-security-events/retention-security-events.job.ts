import { defineJob } from '../../../src/platform/queues/job-definition.ts';
import { RetentionRunRequested } from '../../../src/platform/personal-data/retention-events.contract.ts';

/**
 * Deletes the security events older than RETENTION_SECURITY_EVENT_MONTHS (decision 037): daily
 * on RETENTION_SECURITY_EVENTS_CRON, or on RetentionRunRequested.
 */
export const retentionSecurityEventsJob = defineJob({
  id: 'retention.security-events',
  version: 1,
  queue: 'notifications',
  payload: RetentionRunRequested.payload,
  triggeredBy: RetentionRunRequested.type,
  schedule: (config) => config.retention.securityEventsCron,
});
