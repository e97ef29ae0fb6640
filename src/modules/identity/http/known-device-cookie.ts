import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The 'known device' cookie of decision 041: this browser signed in before as these accounts. A
 * correct password from it is never locked out, so whoever makes an account lock itself cannot keep
 * its owner out of the browsers they use. Signed with COOKIE_SECRET (nobody can forge one for an
 * account they never signed in as), httpOnly, sent to /api only, kept KNOWN_DEVICE_DAYS. It
 * proves nothing alone: the password is still asked.
 */
export const KNOWN_DEVICE_COOKIE = 'tl_device';
/** A browser shared by a few people remembers each, newest first. */
const MOST_ACCOUNTS_PER_BROWSER = 5;

export function knownDeviceUserIds(request: FastifyRequest): string[] {
  const raw = request.cookies[KNOWN_DEVICE_COOKIE];
  if (!raw) return [];
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return [];
  return unsigned.value.split(',').filter(Boolean);
}

export function rememberKnownDevice(request: FastifyRequest, reply: FastifyReply, userId: string): void {
  const ids = [userId, ...knownDeviceUserIds(request).filter((id) => id !== userId)].slice(0, MOST_ACCOUNTS_PER_BROWSER);
  const { config } = request.server.deps;
  reply.setCookie(KNOWN_DEVICE_COOKIE, ids.join(','), {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.isProduction,
    path: '/api',
    maxAge: config.auth.knownDeviceDays * 24 * 3600,
    signed: true,
  });
}
