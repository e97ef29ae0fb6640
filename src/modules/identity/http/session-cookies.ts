import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { CurrentUser } from '../../../platform/auth/access.ts';
import { ACCESS_COOKIE, REFRESH_COOKIE, REFRESH_COOKIE_PATH, SIGNED_IN_HINT_COOKIE } from '../../../platform/auth/auth-constants.ts';
import type { IssuedSession } from '../domain/sessions.ts';
import type { Session } from '../contracts/session.contract.ts';

function baseCookie(request: FastifyRequest): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'lax', secure: request.server.deps.config.isProduction };
}

/** Puts a fresh access JWT and the session's refresh token into cookies; returns the access expiry. */
export async function setSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  session: IssuedSession,
): Promise<Date> {
  const { accessTtlSeconds } = request.server.deps.config.auth;
  const accessToken = await reply.jwtSign({ sub: userId, sid: session.sessionId });
  const accessExpiresAt = new Date(Date.now() + accessTtlSeconds * 1000);
  reply.setCookie(ACCESS_COOKIE, accessToken, { ...baseCookie(request), path: '/', maxAge: accessTtlSeconds });
  reply.setCookie(REFRESH_COOKIE, session.refreshToken, {
    ...baseCookie(request),
    path: REFRESH_COOKIE_PATH,
    expires: session.refreshExpiresAt,
  });
  reply.setCookie(SIGNED_IN_HINT_COOKIE, '1', { ...baseCookie(request), path: '/', expires: session.refreshExpiresAt });
  return accessExpiresAt;
}

export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(ACCESS_COOKIE, { ...baseCookie(request), path: '/' });
  reply.clearCookie(REFRESH_COOKIE, { ...baseCookie(request), path: REFRESH_COOKIE_PATH });
  reply.clearCookie(SIGNED_IN_HINT_COOKIE, { ...baseCookie(request), path: '/' });
}

export function toSessionResponse(user: CurrentUser | null, accessExpiresAt?: Date): Session {
  if (!user) return { user: null, isConsultant: false, isSuperAdmin: false, mustEnrolSecondFactor: false, accessExpiresAt: null };
  return {
    user: {
      id: user.id,
      email: user.email,
      userType: user.userType,
      firstName: user.firstName,
      lastName: user.lastName,
    },
    isConsultant: user.isConsultant,
    isSuperAdmin: user.isSuperAdmin,
    mustEnrolSecondFactor: user.needsSecondFactor,
    accessExpiresAt: (accessExpiresAt ?? user.accessExpiresAt).toISOString(),
  };
}
