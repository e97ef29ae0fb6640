import type { FastifyRequest } from 'fastify';
import type { CurrentUser } from '../../../../platform/auth/access.ts';
import type { AccessClaims } from '../../../../platform/auth/register-auth.ts';
import { SESSION_USER_COLUMNS, toCurrentUser, type SessionUserRow } from './session-user-row.ts';

/**
 * One indexed query per signed-in request: a revoked session or a changed role takes effect at
 * once instead of when the 15-minute access token runs out. It also says whether the session's
 * 'last seen' (the Security page) is more than a minute old; only then does a second statement
 * move it, so a busy browser costs at most one write a minute.
 */
export async function resolveCurrentUser(request: FastifyRequest, claims: AccessClaims): Promise<CurrentUser | null> {
  const rows = await request.em.execute<(SessionUserRow & { last_seen_stale: boolean })[]>(
    `SELECT ${SESSION_USER_COLUMNS},
            (a.id IS NOT NULL) AS is_super_admin,
            (s.last_used_at < now() - interval '1 minute') AS last_seen_stale,
            s.second_factor AS session_second_factor,
            s.stepped_up_at AS session_stepped_up_at
       FROM sessions s
       JOIN users u ON u.id = s.user_id
       LEFT JOIN admin_users a ON a.id = u.id
      WHERE s.id = ? AND s.user_id = ? AND s.revoked_at IS NULL AND s.expires_at > now()`,
    [claims.sid, claims.sub],
  );
  const row = rows[0];
  if (!row) return null;
  if (row.last_seen_stale) {
    // The condition again, so two requests racing past the read still write once.
    await request.em.execute(`UPDATE sessions SET last_used_at = now() WHERE id = ? AND last_used_at < now() - interval '1 minute'`, [claims.sid]);
  }
  return toCurrentUser(row, claims.sid, new Date(claims.exp * 1000));
}
