import type { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import type { EntityManager } from '../db/orm.ts';
import type { Logger } from '../logger.ts';
import type { Mailer } from '../mail/mailer.ts';
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
  /** Defaults to config.jobs.attempts (JOB_ATTEMPTS). */
  attempts?: number;
  /** Base delay of the exponential backoff, in ms. Defaults to config.jobs.backoffMs (JOB_BACKOFF_MS). */
  backoffMs?: number;
};

/** What the relay puts in every BullMQ job. */
export type JobData = { eventId: string; payload: unknown };

export type JobContext = {
  /** The outbox event this job came from: the idempotency key for deliveries. */
  eventId: string;
  jobId: string;
  /** Attempts that failed before this one (0 on the first run). */
  attemptsMade: number;
  /** True when BullMQ will not try again after this attempt: a transient failure now is final. */
  finalAttempt: boolean;
  /** A fresh EntityManager for this job only. */
  em: EntityManager;
  logger: Logger;
  config: AppConfig;
  mailer: Mailer;
};

export type JobHandler<TSchema extends z.ZodType = z.ZodType> = {
  job: JobDefinition<TSchema>;
  /**
   * Must be idempotent: a retried or replayed job runs it again with the same event id.
   * (Method syntax on purpose: a list of handlers with different payloads must type-check.)
   */
  handle(payload: z.output<TSchema>, context: JobContext): Promise<void>;
};

export function defineJob<TSchema extends z.ZodType>(definition: JobDefinition<TSchema>): JobDefinition<TSchema> {
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(definition.id)) {
    throw new Error(`Job id '${definition.id}' must be dotted lower-case words, e.g. 'email.confirm-email'`);
  }
  return definition;
}

/** Pairs a job definition with the function that runs it; the payload arrives already validated. */
export function defineJobHandler<TSchema extends z.ZodType>(
  job: JobDefinition<TSchema>,
  handle: JobHandler<TSchema>['handle'],
): JobHandler<TSchema> {
  return { job, handle };
}

/**
 * The BullMQ job id for one event and one job: the same pair always gives the same id, so the
 * relay re-adding an event (after a crash between add and commit) never makes a second job.
 * BullMQ reserves ':' in ids, hence the dashes.
 */
export function jobIdFor(eventId: string, definitionId: string): string {
  return `${definitionId.replace(/[^a-zA-Z0-9.-]/g, '-')}--${eventId}`;
}
