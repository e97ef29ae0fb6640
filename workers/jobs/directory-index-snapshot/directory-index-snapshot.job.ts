import { defineJob } from '../../../src/platform/queues/job-definition.ts';
import { DirectoryIndexSnapshotRequested } from '../../../src/modules/directory/index.ts';

/**
 * Builds the directory's index snapshot outside the API (decision 033): requested by an API
 * process that found none it could load, or by `npm run directory -- request-snapshot`. On the
 * general 'notifications' queue: it sends nothing; at 1,000,000 executives it holds one of the
 * queue's slots for a few minutes.
 */
export const directoryIndexSnapshotJob = defineJob({
  id: 'directory.build-index-snapshot',
  version: 1,
  queue: 'notifications',
  payload: DirectoryIndexSnapshotRequested.payload,
  triggeredBy: DirectoryIndexSnapshotRequested.type,
});
