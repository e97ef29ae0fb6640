import type { Role, UserType } from '@contracts/identity/contracts/user-types.contract.ts';
import type { SessionState } from '../../stores/session.store.ts';

/**
 * Who may open a page, as a pure function of the session (unit-tested; used by requireAccess and
 * useAccess). 'consultant' follows the isConsultant flag and 'super-admin' the isSuperAdmin flag,
 * exactly as the server's access declarations do.
 */

/** A list of roles (any of them), or 'user' for anybody signed in. */
export type AccessAllow = readonly Role[] | 'user';
export type AccessOutcome = 'allowed' | 'signed-out' | 'denied';

export type SessionView = Pick<SessionState, 'user' | 'isConsultant' | 'isSuperAdmin'> & { mustEnrolSecondFactor?: boolean };

/** The enrolment screen: the only page a super admin or consultant without a second factor may use. */
export const SECOND_FACTOR_PATH = '/account/second-factor';

export function hasRole(session: SessionView, role: Role): boolean {
  if (!session.user) return false;
  if (role === 'consultant') return session.isConsultant;
  if (role === 'super-admin') return session.isSuperAdmin;
  return session.user.userType === role;
}

export function checkAccess(session: SessionView, allow: AccessAllow): AccessOutcome {
  if (!session.user) return 'signed-out';
  if (allow === 'user' || allow.some((role) => hasRole(session, role))) return 'allowed';
  return 'denied';
}

/**
 * Where a signed-in user belongs: after sign-in, and when they open an auth page meant for their
 * own account type (spec part 1 section 2: executives → /profile/edit, clients → /).
 */
export function homeOf(session: SessionView): '/' | '/profile/edit' | '/consultant-dashboard' | '/admin' | typeof SECOND_FACTOR_PATH {
  if (session.user && session.mustEnrolSecondFactor) return SECOND_FACTOR_PATH;
  const type = session.user?.userType;
  if (type === 'executive') return '/profile/edit';
  if (type === 'client') return '/';
  if (type === 'consultant' || session.isConsultant) return '/consultant-dashboard';
  if (session.isSuperAdmin) return '/admin';
  return '/';
}

export type AuthPageKind = UserType | 'any' | 'open';

/**
 * Spec part 1 section 2, auth area rules: the auth pages are for people who are signed out or
 * signed in as another type. A page for one account type (/auth/login/client) sends a user of
 * that type home; the general pages (/auth, the choosers, forgot password) send executives and
 * clients home. Consultants and staff may still use the general pages (they have no own sign-up).
 * 'open' pages (the reset link, invitation completion) carry a token and always work.
 */
export function authPageRedirect(session: SessionView, kind: AuthPageKind): ReturnType<typeof homeOf> | null {
  const type = session.user?.userType;
  if (!session.user || kind === 'open') return null;
  if (kind === 'any') return type === 'executive' || type === 'client' ? homeOf(session) : null;
  return type === kind ? homeOf(session) : null;
}

/** Which auth page a path is, for the auth layout route. */
export function classifyAuthPath(pathname: string): AuthPageKind {
  const path = pathname.replace(/\/+$/, '');
  if (path === '/auth/reset-password' || path === '/auth/complete-profile') return 'open';
  const typed = /^\/auth\/(?:login|signup)\/(client|executive|consultant)$/.exec(path);
  if (typed) return typed[1] as UserType;
  return 'any';
}
