import { defineJobHandler } from '../../../src/platform/queues/job-definition.ts';
import { deleteSecurityEventsOlderThan } from '../../../src/platform/auth/security-events-retention.ts';
import { retentionSecurityEventsJob } from './retention-security-events.job.ts';

/** Idempotent: a rerun finds nothing older than the period. */
export const retentionSecurityEventsHandler = defineJobHandler(retentionSecurityEventsJob, async (_payload, context) => {
  const deleted = await deleteSecurityEventsOlderThan(context.em, context.config.retention.securityEventMonths);
  context.logger.info({ deleted }, 'security events deleted');
});
