import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../../config.ts';

/**
 * Creation is limited per consultant (their id, not their IP: an office shares one address), and
 * counted in Redis like the sign-in limits. The access check runs first, so a user is always there.
 */
export function invitationCreationRateLimit(config: Pick<AppConfig, 'invitations'>) {
  return {
    max: config.invitations.rateLimit.max,
    timeWindow: config.invitations.rateLimit.windowMs,
    keyGenerator: (request: FastifyRequest) => `invitations:${request.currentUser?.id ?? request.ip}`,
  };
}
