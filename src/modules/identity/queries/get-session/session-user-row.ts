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
  /** How the session passed the second factor, null when it did not. */
  session_second_factor: string | null;
  session_stepped_up_at: Date | string | null;
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
    // Staff must pass a second factor before anything else (decision 043).
    needsSecondFactor: (row.is_super_admin || row.user_type === 'consultant') && !row.session_second_factor,
    passedSecondFactor: row.session_second_factor !== null,
    // The driver may hand a timestamptz over as text.
    steppedUpAt: row.session_stepped_up_at === null ? null : new Date(row.session_stepped_up_at),
    sessionId,
    accessExpiresAt,
  };
}
