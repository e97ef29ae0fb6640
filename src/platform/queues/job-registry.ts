import type { JobDefinition, JobWithHandler } from './job-definition.ts';

export type JobRegistry<TServices extends object = object> = {
  /** Job id → the job (its definition with its handler). */
  jobs: ReadonlyMap<string, JobWithHandler<JobDefinition['payload'], TServices>>;
  /** Event type → the definitions it triggers, for the outbox relay. */
  subscribers: ReadonlyMap<string, readonly JobDefinition[]>;
};

export class JobRegistryError extends Error {
  constructor(readonly problems: string[]) {
    super(`The job registry is inconsistent:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'JobRegistryError';
  }
}

/**
 * Indexes the worker's one job list (workers/jobs/index.ts). Each entry carries its handler, so a
 * job without one cannot be written; what is left to refuse at start-up is a list naming a job id
 * twice (one event would then start the same job twice, or one id would stand for two jobs) and,
 * for callers outside the type system, an entry whose handler is missing.
 */
export function buildJobRegistry<TServices extends object>(
  jobs: readonly JobWithHandler<JobDefinition['payload'], TServices>[],
): JobRegistry<TServices> {
  const problems: string[] = [];
  const byId = new Map<string, JobWithHandler<JobDefinition['payload'], TServices>>();
  for (const job of jobs) {
    const earlier = byId.get(job.id);
    if (earlier && earlier.triggeredBy === job.triggeredBy) {
      problems.push(`job '${job.id}' is listed twice: event '${job.triggeredBy}' would start it twice`);
    } else if (earlier) {
      problems.push(`job id '${job.id}' names two jobs (started by '${earlier.triggeredBy}' and '${job.triggeredBy}')`);
    }
    if (typeof (job as { handle?: unknown }).handle !== 'function') problems.push(`job '${job.id}' has no handler`);
    if (!earlier) byId.set(job.id, job);
  }
  if (problems.length > 0) throw new JobRegistryError(problems);

  const subscribers = new Map<string, JobDefinition[]>();
  for (const job of byId.values()) {
    const list = subscribers.get(job.triggeredBy) ?? [];
    list.push(job);
    subscribers.set(job.triggeredBy, list);
  }
  return { jobs: byId, subscribers };
}
