import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config.ts';

/**
 * Who may use the operator pages (queue dashboard, metrics in production). A signed-in super admin
 * always may; besides them:
 * - 'token': OPERATOR_TOKEN is set; a request needs it (bearer header or the dashboard cookie);
 * - 'open': development or test with no token, anyone on the machine may look;
 * - 'super-admins': production with no token, super admins only.
 */
export type OperatorAccessMode = 'token' | 'open' | 'super-admins';

export const OPERATOR_COOKIE = 'tl_operator';

export function operatorAccessMode(config: Pick<AppConfig, 'isProduction' | 'secrets'>): OperatorAccessMode {
  if (config.secrets.operatorToken) return 'token';
  return config.isProduction ? 'super-admins' : 'open';
}

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
 * The one place that decides whether a request may use the operator pages: a signed-in super admin
 * (platform/auth resolves the session on these paths too), else the mode's rule.
 */
export async function authorizeOperator(request: FastifyRequest): Promise<boolean> {
  if (request.currentUser?.isSuperAdmin) return true;
  const { config } = request.server.deps;
  const mode = operatorAccessMode(config);
  if (mode !== 'token') return mode === 'open';
  const token = config.secrets.operatorToken ?? '';
  if (matchesSecret(bearerToken(request), token)) return true;
  return matchesSecret(request.cookies[OPERATOR_COOKIE], operatorCookieValue(token));
}
