import type { FastifyRequest } from 'fastify';
import type { CurrentUser } from '../../../../platform/auth/access.ts';
import type { AccessClaims } from '../../../../platform/auth/register-auth.ts';

type Row = {
  id: string;
  email: string;
  user_type: CurrentUser['userType'];
  first_name: string | null;
  last_name: string | null;
  is_super_admin: boolean;
};

/**
 * One indexed query per signed-in request: a revoked session or a changed role takes effect at
 * once instead of when the 15-minute access token runs out.
 */
export async function resolveCurrentUser(request: FastifyRequest, claims: AccessClaims): Promise<CurrentUser | null> {
  const rows = await request.em.execute<Row[]>(
    `SELECT u.id, u.email, u.user_type,
            u.signup_metadata->>'first_name' AS first_name, u.signup_metadata->>'last_name' AS last_name,
            (a.id IS NOT NULL) AS is_super_admin
       FROM sessions s
       JOIN users u ON u.id = s.user_id
       LEFT JOIN admin_users a ON a.id = u.id
      WHERE s.id = ? AND s.user_id = ? AND s.revoked_at IS NULL AND s.expires_at > now()`,
    [claims.sid, claims.sub],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    userType: row.user_type,
    firstName: row.first_name,
    lastName: row.last_name,
    isConsultant: row.user_type === 'consultant',
    isSuperAdmin: row.is_super_admin,
    sessionId: claims.sid,
    accessExpiresAt: new Date(claims.exp * 1000),
  };
}
