import type { CurrentUser } from '../../../../platform/auth/access.ts';

/** The columns both session look-ups select, from `users u` and an admin flag. */
export const SESSION_USER_COLUMNS = `u.id, u.email, u.user_type,
            u.signup_metadata->>'first_name' AS first_name, u.signup_metadata->>'last_name' AS last_name`;

export type SessionUserRow = {
  id: string;
  email: string;
  user_type: CurrentUser['userType'];
  first_name: string | null;
  last_name: string | null;
  is_super_admin: boolean;
};

export function toCurrentUser(row: SessionUserRow, sessionId: string, accessExpiresAt: Date): CurrentUser {
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
