/**
 * Thrown by a job handler when the other side asked us to come back later (Slack's 429 with
 * Retry-After): the worker moves the job to BullMQ's delayed set for that long without counting
 * an attempt, so a rate limit never uses up the retries meant for real failures.
 */
export class RetryLaterError extends Error {
  constructor(
    readonly delayMs: number,
    reason: string,
  ) {
    super(reason);
    this.name = 'RetryLaterError';
  }
}
