import { defineJob } from '../../../src/platform/queues/job-definition.ts';
import { RetentionRunRequested } from '../../../src/platform/personal-data/retention-events.contract.ts';

/**
 * Deletes the passkeys' WebAuthn challenges that were used or expired (they live 5 minutes;
 * decisions 037 and 044): hourly on RETENTION_WEBAUTHN_CHALLENGES_CRON, or on RetentionRunRequested.
 */
export const retentionWebauthnChallengesJob = defineJob({
  id: 'retention.webauthn-challenges',
  version: 1,
  queue: 'notifications',
  payload: RetentionRunRequested.payload,
  triggeredBy: RetentionRunRequested.type,
  schedule: (config) => config.retention.webauthnChallengesCron,
});
