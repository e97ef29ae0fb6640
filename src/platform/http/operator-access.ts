import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

export const OPERATOR_COOKIE = 'tl_operator';

/** What the cookie holds: derived from the token, so the token itself never sits in a browser. */
export function operatorCookieValue(token: string): string {
  return createHmac('sha256', token).update('talentleaders operator session v1').digest('base64url');
}

export function matchesSecret(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/**
 * The one place that decides who may use the operator pages (queue dashboard; metrics in
 * production): a signed-in super admin (platform/auth resolves the session on these paths too), or
 * whoever holds OPERATOR_TOKEN (bearer header or the dashboard cookie) for scripts, scrapers and
 * operators without an account.
 */
export async function authorizeOperator(request: FastifyRequest): Promise<boolean> {
  // A super admin's session counts only once it has passed the second factor (decision 043).
  if (request.currentUser?.isSuperAdmin && !request.currentUser.needsSecondFactor) return true;
  const token = request.server.deps.config.secrets.operatorToken;
  if (!token) return false;
  if (matchesSecret(bearerToken(request), token)) return true;
  return matchesSecret(request.cookies[OPERATOR_COOKIE], operatorCookieValue(token));
}
