import type { AppConfig } from '../../../config.ts';

/** The public join form: requests per client IP per window, counted in Redis like sign-up's. */
export function joinCommunityRateLimit(config: Pick<AppConfig, 'community'>) {
  return { max: config.community.joinRateLimit.max, timeWindow: config.community.joinRateLimit.windowMs };
}
