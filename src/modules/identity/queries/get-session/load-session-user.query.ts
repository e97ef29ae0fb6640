import type { EntityManager } from '../../../../platform/db/orm.ts';
import type { CurrentUser } from '../../../../platform/auth/access.ts';

type Row = {
  id: string;
  email: string;
  user_type: CurrentUser['userType'];
  first_name: string | null;
  last_name: string | null;
  is_super_admin: boolean;
};

/** The user as the session answer shows it, right after sign-in or refresh (no access cookie yet). */
export async function loadSessionUser(
  em: EntityManager,
  userId: string,
  sessionId: string,
  accessExpiresAt: Date,
): Promise<CurrentUser | null> {
  const rows = await em.execute<Row[]>(
    `SELECT u.id, u.email, u.user_type,
            u.signup_metadata->>'first_name' AS first_name, u.signup_metadata->>'last_name' AS last_name,
            EXISTS (SELECT 1 FROM admin_users a WHERE a.id = u.id) AS is_super_admin
       FROM users u WHERE u.id = ?`,
    [userId],
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
    sessionId,
    accessExpiresAt,
  };
}
