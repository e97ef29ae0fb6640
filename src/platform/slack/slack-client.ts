import { webApi } from '@slack/bolt';
import type { AppConfig } from '../../config.ts';
import type { Logger } from '../logger.ts';

export type SlackWebClient = webApi.WebClient;

/** What a job needs from the worker to talk to Slack (see workers/job-services.ts). */
export type SlackServices = { slack: SlackWebClient };

/**
 * Bolt's Web API client, pointed at SLACK_API_URL (tests point it at a local fake). It never
 * retries by itself and rejects a 429 at once (rejectRateLimitedCalls): the job decides, delaying
 * itself for Retry-After instead of holding a worker slot asleep or burning attempts. Tokens are
 * passed per call (the bot token for users.list, the admin token for admin.users.invite).
 */
export function createSlackClient(config: Pick<AppConfig, 'slack'>, logger: Logger): SlackWebClient {
  const slackLogger = logger.child({ component: 'slack' });
  return new webApi.WebClient(undefined, {
    slackApiUrl: config.slack.apiUrl,
    rejectRateLimitedCalls: true,
    retryConfig: { retries: 0 },
    timeout: 15_000,
    logLevel: webApi.LogLevel.WARN,
    logger: {
      debug: () => undefined,
      info: (...messages: unknown[]) => slackLogger.info(messages.map(String).join(' ')),
      warn: (...messages: unknown[]) => slackLogger.warn(messages.map(String).join(' ')),
      error: (...messages: unknown[]) => slackLogger.error(messages.map(String).join(' ')),
      setLevel: () => undefined,
      getLevel: () => webApi.LogLevel.WARN,
      setName: () => undefined,
    },
  });
}
