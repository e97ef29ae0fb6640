import type { FastifyRequest } from 'fastify';

/**
 * Writes one refused action by a signed-in user to security_events (design.md: "Unauthorized
 * action attempt has been logged" must be true). A failure to log never turns a 403 into a 500.
 */
export async function recordSecurityEvent(request: FastifyRequest, reason: string): Promise<void> {
  try {
    await request.em.execute(
        'INSERT INTO security_events (user_id, route, method, reason, ip, user_agent) VALUES (?, ?, ?, ?, ?, ?)',
        [
          request.currentUser?.id ?? null,
          request.routeOptions.url ?? request.url,
          request.method,
          reason,
          request.ip,
          request.headers['user-agent']?.slice(0, 500) ?? null,
        ],
      );
  } catch (error) {
    request.log.error({ err: error }, 'could not record a security event');
  }
}
