import type { EntityManager } from '../../../../platform/db/orm.ts';
import type { CurrentUser } from '../../../../platform/auth/access.ts';
import { SESSION_USER_COLUMNS, toCurrentUser, type SessionUserRow } from './session-user-row.ts';

/** The user as the session answer shows it, right after sign-in or refresh (no access cookie yet). */
export async function loadSessionUser(
  em: EntityManager,
  userId: string,
  sessionId: string,
  accessExpiresAt: Date,
): Promise<CurrentUser | null> {
  const rows = await em.execute<SessionUserRow[]>(
    `SELECT ${SESSION_USER_COLUMNS},
            EXISTS (SELECT 1 FROM admin_users a WHERE a.id = u.id) AS is_super_admin,
            s.second_factor AS session_second_factor,
            s.stepped_up_at AS session_stepped_up_at
       FROM users u LEFT JOIN sessions s ON s.id = ? AND s.user_id = u.id
      WHERE u.id = ?`,
    [sessionId, userId],
  );
  const row = rows[0];
  return row ? toCurrentUser(row, sessionId, accessExpiresAt) : null;
}
