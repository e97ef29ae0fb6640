import { create } from 'zustand';

/**
 * The client-side session flags of spec part 1 section 3 (user, isConsultant, isSuperAdmin,
 * loading). The UI only mirrors access rules; the server enforces them.
 *
 * Until the identity module lands nobody can sign in, so start-up settles on 'signed out'.
 * The identity work replaces `startSession` with a GET /api/session that calls `setSession`.
 */

export type UserType = 'executive' | 'client' | 'consultant';

export type SessionUser = {
  id: string;
  email: string;
  userType: UserType | null;
  firstName?: string | null;
  lastName?: string | null;
};

export type SessionState = {
  user: SessionUser | null;
  isConsultant: boolean;
  isSuperAdmin: boolean;
  /** True until the first session check has finished: guards and role-aware UI wait for it. */
  loading: boolean;
};

const signedOut: SessionState = { user: null, isConsultant: false, isSuperAdmin: false, loading: false };

export const useSessionStore = create<SessionState>(() => ({ ...signedOut, loading: true }));

export function setSession(session: Omit<SessionState, 'loading'>): void {
  useSessionStore.setState({ ...session, loading: false });
}

export function clearSession(): void {
  useSessionStore.setState(signedOut);
}

export function startSession(): void {
  clearSession();
}

/** Log Out: the identity work adds the server call; the UI then returns to '/'. */
export async function signOut(): Promise<void> {
  clearSession();
}
