import { defineJob } from '../../../src/platform/queues/job-definition.ts';
import { ShortlistShared } from '../../../src/modules/shortlists/index.ts';

/** Tells the colleague that a shortlist was shared with them. */
export const shortlistSharedJob = defineJob({
  id: 'email.shortlist-shared',
  version: 1,
  queue: 'email',
  payload: ShortlistShared.payload,
  triggeredBy: ShortlistShared.type,
});
