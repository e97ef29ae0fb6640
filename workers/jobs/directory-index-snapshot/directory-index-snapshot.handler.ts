import { defineJobHandler } from '../../../src/platform/queues/job-definition.ts';
import { buildIndexSnapshot } from '../../../src/modules/directory/index.ts';
import type { WorkerJobContext } from '../../job-services.ts';
import { directoryIndexSnapshotJob } from './directory-index-snapshot.job.ts';

/** A request naming a refused snapshot found another run holding the build's lock: it must run after it. */
export class SnapshotBuildBusyError extends Error {
  constructor(refused: bigint) {
    super(`another run holds the index snapshot's lock; the request refusing version ${refused} runs again after it`);
  }
}

/**
 * Idempotent by nature: a run finding a usable snapshot kept, or another build holding the lock,
 * does nothing; any number of requests cost one build. Except a request that names the snapshot
 * a process refused: the run holding the lock may be another request's mere check that finds that
 * very snapshot kept, so this one fails and is retried with the queue's backoff, instead of the
 * process waiting five minutes to ask again (SNAPSHOT_REQUEST_AGAIN_MS).
 */
export const directoryIndexSnapshotHandler = defineJobHandler(directoryIndexSnapshotJob, async (payload, context: WorkerJobContext) => {
  const refused = payload.refusedVersion === undefined ? undefined : BigInt(payload.refusedVersion);
  const build = await buildIndexSnapshot({ em: context.em, databaseUrl: context.config.database.url, refused });
  context.logger.info({ ...build, version: 'version' in build ? build.version.toString() : undefined }, `directory index snapshot: ${build.outcome}`);
  if (build.outcome === 'busy' && refused !== undefined) throw new SnapshotBuildBusyError(refused);
});
