import type { AppConfig } from '../../config.ts';

/**
 * The per-route limit of the sign-up, sign-in, password and token endpoints: requests per client
 * IP per window, counted in Redis (shared by every API process). It runs in onRequest, before the
 * body is even parsed, so a refused request never reaches argon2.
 */
export function authRateLimit(config: Pick<AppConfig, 'auth'>): { max: number; timeWindow: number } {
  return { max: config.auth.rateLimit.max, timeWindow: config.auth.rateLimit.windowMs };
}
