import type { FastifyRequest } from 'fastify';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from './auth-constants.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A cross-site form or <img> cannot set a custom header, and a cross-site fetch that sets one needs
 * a CORS preflight we never grant; the Origin check also refuses a same-site sibling (another
 * subdomain) that could otherwise get the header through. See docs/decisions/005.
 */
export function isCsrfSafe(request: FastifyRequest, trustedOrigins: readonly string[]): boolean {
  if (SAFE_METHODS.has(request.method)) return true;
  if (request.headers[CSRF_HEADER] !== CSRF_HEADER_VALUE) return false;
  const origin = request.headers.origin;
  return origin === undefined || trustedOrigins.includes(origin);
}
