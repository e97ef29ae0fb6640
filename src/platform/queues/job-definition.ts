import type { z } from 'zod';
import type { QueueName } from './queue-names.ts';

/**
 * A job is a definition (what it is, its payload and retry policy) plus exactly one handler
 * (workers/jobs/<job>/<job>.handler.ts). Jobs triggered by an event receive the event's payload
 * and its id; the relay derives the BullMQ job id from the event id, so a replay is a no-op.
 */
export type JobDefinition<TSchema extends z.ZodType = z.ZodType> = {
  /** Dotted id, e.g. 'email.confirm-email'; also the BullMQ job name. */
  id: string;
  version: number;
  queue: QueueName;
  payload: TSchema;
  /** The event type whose outbox rows start this job. */
  triggeredBy: string;
  attempts?: number;
  /** Base delay of the exponential backoff, in ms. */
  backoffMs?: number;
};

export type JobContext = {
  /** The outbox event this job came from: the idempotency key for deliveries. */
  eventId: string;
  jobId: string;
  attemptsMade: number;
};

export function defineJob<TSchema extends z.ZodType>(definition: JobDefinition<TSchema>): JobDefinition<TSchema> {
  return definition;
}
