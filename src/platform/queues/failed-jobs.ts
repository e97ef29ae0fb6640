import type { Queue } from 'bullmq';

export type FailedJob = {
  id: string;
  name: string;
  attemptsMade: number;
  reason: string;
  failedAt: Date | undefined;
  eventId: string | undefined;
};

const PAGE = 500;

/** The failed jobs of one queue, newest first (BullMQ keeps them: removeOnFail is false). */
export async function listFailedJobs(queue: Queue): Promise<FailedJob[]> {
  const jobs = await queue.getFailed(0, -1);
  return jobs
    .filter((job) => job !== undefined && job !== null)
    .map((job) => ({
      id: job.id ?? '',
      name: job.name,
      attemptsMade: job.attemptsMade,
      reason: job.failedReason ?? '',
      failedAt: job.finishedOn ? new Date(job.finishedOn) : undefined,
      eventId: (job.data as { eventId?: string } | undefined)?.eventId,
    }));
}

export class JobNotFoundError extends Error {}

/**
 * Moves failed jobs back to waiting with a fresh set of attempts. Safe to repeat: the handlers
 * are idempotent (deliveries), so replaying a job whose e-mail did go out sends nothing twice.
 * Returns the ids it retried.
 */
export async function retryFailedJobs(queue: Queue, target: { jobId: string } | 'all'): Promise<string[]> {
  if (target !== 'all') {
    const job = await queue.getJob(target.jobId);
    if (!job) throw new JobNotFoundError(`No job '${target.jobId}' in queue '${queue.name}'`);
    if (!(await job.isFailed())) throw new JobNotFoundError(`Job '${target.jobId}' in queue '${queue.name}' is not failed`);
    await job.retry('failed', { resetAttemptsMade: true, resetAttemptsStarted: true });
    return [target.jobId];
  }
  const retried: string[] = [];
  // Retrying removes a job from the failed list, so the first page is always the next one.
  for (;;) {
    const jobs = (await queue.getFailed(0, PAGE - 1)).filter((job) => job?.id !== undefined);
    if (jobs.length === 0) return retried;
    for (const job of jobs) {
      await job.retry('failed', { resetAttemptsMade: true, resetAttemptsStarted: true });
      retried.push(job.id as string);
    }
  }
}
