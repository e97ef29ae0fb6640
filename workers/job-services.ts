import type { AppConfig } from '../src/config.ts';
import type { Logger } from '../src/platform/logger.ts';
import { createMailer, type Mailer } from '../src/platform/mail/mailer.ts';
import { createSlackClient, type SlackWebClient } from '../src/platform/slack/slack-client.ts';
import type { JobContext, JobDefinition, JobWithHandler } from '../src/platform/queues/job-definition.ts';

/**
 * The services this worker gives every job handler, one per channel: the mailer and Bolt's Slack
 * Web API client. The platform's queues know none of them (JobContext is generic); each channel's
 * helper asks for its own part (sendEmailOnce wants `{ mailer }`), and the type checker holds this
 * list to what the handlers use.
 */
export type JobServices = { mailer: Mailer; slack: SlackWebClient };

/** The context a handler of this worker receives: the run (event id, em, logger, ...) + JobServices. */
export type WorkerJobContext = JobContext<JobServices>;

/** An entry of the worker's job list (workers/jobs/index.ts). */
export type WorkerJob = JobWithHandler<JobDefinition['payload'], JobServices>;

export type RunningJobServices = {
  services: JobServices;
  /** Closes what the services hold open (SMTP connections, ...), after the last job finished. */
  close: () => void;
};

export function createJobServices(config: Pick<AppConfig, 'mail' | 'dataDir' | 'slack'>, logger: Logger): RunningJobServices {
  const mailer = createMailer(config, logger);
  // Plain HTTPS calls, nothing held open: nothing to close.
  const slack = createSlackClient(config, logger);
  return { services: { mailer, slack }, close: () => mailer.close() };
}
