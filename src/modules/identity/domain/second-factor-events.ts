import type { FastifyRequest } from 'fastify';
import type { EntityManager } from '../../../platform/db/orm.ts';

/** Where a second-factor change came from: a request, or the operator's command line. */
export type SecondFactorEventOrigin = { route: string; method: string; ip: string | null; userAgent: string | null };

export function originOf(request: FastifyRequest): SecondFactorEventOrigin {
  return {
    route: request.routeOptions.url ?? request.url,
    method: request.method,
    ip: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
  };
}

/**
 * Records a change to an account's second factor in security_events (kind 'second_factor'):
 * enrolled, turned off, a recovery code spent, reset by an operator. Written with the caller's
 * EntityManager, so inside its transaction when it has one.
 */
export async function recordSecondFactorEvent(
  em: EntityManager,
  userId: string,
  reason: string,
  origin: SecondFactorEventOrigin,
  details: Record<string, unknown> = {},
): Promise<void> {
  await em.execute(
    `INSERT INTO security_events (kind, user_id, route, method, reason, ip, user_agent, details)
     VALUES ('second_factor', ?, ?, ?, ?, ?, ?, ?::jsonb)`,
    [userId, origin.route, origin.method, reason, origin.ip, origin.userAgent, JSON.stringify(details)],
  );
}
