import type { AppConfig } from '../../../config.ts';

/**
 * The anonymous forms (comments, submissions, image uploads): requests per client IP per window,
 * counted in Redis like the join form's. Each route keeps its own count.
 */
export function contentRateLimit(config: Pick<AppConfig, 'content'>) {
  return { max: config.content.rateLimit.max, timeWindow: config.content.rateLimit.windowMs };
}
