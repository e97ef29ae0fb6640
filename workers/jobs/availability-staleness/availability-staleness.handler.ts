import { defineJobHandler } from '../../../src/platform/queues/job-definition.ts';
import { markStaleAvailability } from '../../../src/modules/profiles/index.ts';
import type { WorkerJobContext } from '../../job-services.ts';
import { availabilityStalenessJob } from './availability-staleness.job.ts';

/** Idempotent by nature: a retried run the same day finds nothing left to flip. */
export const availabilityStalenessHandler = defineJobHandler(availabilityStalenessJob, async (_payload, context: WorkerJobContext) => {
  const flipped = await markStaleAvailability(context.em);
  context.logger.info({ flipped }, 'availability staleness checked');
});
