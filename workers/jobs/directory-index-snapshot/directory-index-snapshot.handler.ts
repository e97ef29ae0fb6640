import { defineJobHandler } from '../../../src/platform/queues/job-definition.ts';
import { buildIndexSnapshot } from '../../../src/modules/directory/index.ts';
import type { WorkerJobContext } from '../../job-services.ts';
import { directoryIndexSnapshotJob } from './directory-index-snapshot.job.ts';

/**
 * Idempotent by nature: a run finding a usable snapshot kept, or another build holding the lock,
 * does nothing; any number of requests cost one build.
 */
export const directoryIndexSnapshotHandler = defineJobHandler(directoryIndexSnapshotJob, async (payload, context: WorkerJobContext) => {
  const refused = payload.refusedVersion === undefined ? undefined : BigInt(payload.refusedVersion);
  const build = await buildIndexSnapshot({ em: context.em, databaseUrl: context.config.database.url, refused });
  context.logger.info({ ...build, version: 'version' in build ? build.version.toString() : undefined }, `directory index snapshot: ${build.outcome}`);
});
