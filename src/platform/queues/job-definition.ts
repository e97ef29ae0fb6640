import type { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import type { EntityManager } from '../db/orm.ts';
import type { Logger } from '../logger.ts';
import type { QueueName } from './queue-names.ts';

/**
 * A job is a definition (what it is, its payload and retry policy: workers/jobs/<job>/<job>.job.ts)
 * that carries its handler (attached in <job>.handler.ts). Jobs triggered by an event receive the
 * event's payload and its id; the relay derives the BullMQ job id from the event id, so a replay
 * is a no-op. Decision 014 says why the handler is attached in its own file.
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
  /**
   * Also run on a schedule: a cron pattern (UTC) from the config, or undefined for none. The worker
   * upserts one BullMQ job scheduler per such job at start-up, with the payload `{}` and the event
   * id `schedule--<job id>` (the job can still be started by its event too).
   */
  schedule?: (config: AppConfig) => string | undefined;
};

/** What the relay puts in every BullMQ job. */
export type JobData = { eventId: string; payload: unknown };

/** What every run of every job knows, whatever it sends and through which channel. */
export type JobRun = {
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
};

/**
 * A handler's context: the run plus the services the worker composes (workers/job-services.ts:
 * the mailer, a Slack client, ...). Generic so that the queues know no channel; a channel's helper
 * states the services it needs, e.g. sendEmailOnce takes `JobContext<{ mailer: Mailer }>`.
 */
export type JobContext<TServices extends object = object> = JobRun & TServices;

/** A job definition carrying its handler: what the worker's one registration list holds. */
export type JobWithHandler<TSchema extends z.ZodType = z.ZodType, TServices extends object = object> = JobDefinition<TSchema> & {
  /**
   * Must be idempotent: a retried or replayed job runs it again with the same event id.
   * (Method syntax on purpose: a list of jobs with different payloads must type-check.)
   */
  handle(payload: z.output<TSchema>, context: JobContext<TServices>): Promise<void>;
};

export function defineJob<TSchema extends z.ZodType>(definition: JobDefinition<TSchema>): JobDefinition<TSchema> {
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(definition.id)) {
    throw new Error(`Job id '${definition.id}' must be dotted lower-case words, e.g. 'email.confirm-email'`);
  }
  return definition;
}

/**
 * The definition with the function that runs it attached; the payload arrives already validated.
 * A new object, so the definition itself stays light for whatever needs only definitions.
 */
export function defineJobHandler<TSchema extends z.ZodType, TServices extends object = object>(
  job: JobDefinition<TSchema>,
  handle: (payload: z.output<TSchema>, context: JobContext<TServices>) => Promise<void>,
): JobWithHandler<TSchema, TServices> {
  return { ...job, handle };
}

/**
 * The BullMQ job id for one event and one job: the same pair always gives the same id, so the
 * relay re-adding an event (after a crash between add and commit) never makes a second job.
 * BullMQ reserves ':' in ids, hence the dashes.
 */
export function jobIdFor(eventId: string, definitionId: string): string {
  return `${definitionId.replace(/[^a-zA-Z0-9.-]/g, '-')}--${eventId}`;
}
