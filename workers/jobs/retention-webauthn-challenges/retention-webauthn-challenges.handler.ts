import { defineJobHandler } from '../../../src/platform/queues/job-definition.ts';
import { deleteSpentWebauthnChallenges } from '../../../src/modules/identity/index.ts';
import { retentionWebauthnChallengesJob } from './retention-webauthn-challenges.job.ts';

/** Idempotent: a rerun finds nothing used or expired. */
export const retentionWebauthnChallengesHandler = defineJobHandler(retentionWebauthnChallengesJob, async (_payload, context) => {
  const deleted = await deleteSpentWebauthnChallenges(context.em);
  context.logger.info({ deleted }, 'webauthn challenges deleted');
});
