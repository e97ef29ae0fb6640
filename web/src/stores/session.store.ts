import { create } from 'zustand';
import type { Session } from '@contracts/identity/contracts/session.contract.ts';
import type { UserType } from '@contracts/identity/contracts/user-types.contract.ts';
import { discardPagePreloads, sendRequest } from '../api/http.ts';
import {
  REFRESH_TICK_MS,
  fetchSession,
  isRefreshDue,
  mayHaveSession,
  onSessionRenewed,
  rememberSignedIn,
  renewSession,
} from '../api/session-refresh.ts';
import { startsAsServerRenderedVisitor } from '../server-rendering/server-state.ts';

/**
 * The client-side session of spec part 1 sections 3 and 4: user, isConsultant, isSuperAdmin and
 * loading, filled from GET /api/session. The UI only mirrors access rules; the server enforces them.
 *
 * Like the hosted provider it replaces, it announces SIGNED_IN, TOKEN_REFRESHED and SIGNED_OUT
 * (`onAuthEvent`); the layout navigates to / on SIGNED_OUT. The access token is renewed silently
 * on a 30 s tick once 3 ticks or fewer remain before `accessExpiresAt`.
 */

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
  /**
   * A super admin or consultant whose session has no second factor yet: the app shows nothing but
   * the enrolment screen (/account/second-factor) until they set one up (decision 043).
   */
  mustEnrolSecondFactor: boolean;
  /** True until the first session check has finished: guards and role-aware UI wait for it. */
  loading: boolean;
};

export type AuthEvent = 'SIGNED_IN' | 'TOKEN_REFRESHED' | 'SIGNED_OUT';
/** Why SIGNED_OUT happened: the user logged out, or the server refused to renew the session. */
export type SignOutReason = 'user' | 'expired';
type AuthListener = (event: AuthEvent, reason?: SignOutReason) => void;

const signedOut: SessionState = { user: null, isConsultant: false, isSuperAdmin: false, mustEnrolSecondFactor: false, loading: false };

/**
 * A page the server rendered was rendered for a visitor (decision 047): the tab starts as one, so
 * its first render is the server's HTML to the byte (queries that wait for the session would
 * otherwise render placeholders); the session check of `startSession` still runs.
 */
export const useSessionStore = create<SessionState>(() => (startsAsServerRenderedVisitor() ? { ...signedOut } : { ...signedOut, loading: true }));

let accessExpiresAt: string | null = null;
let started = false;
const eventListeners = new Set<AuthListener>();

export function onAuthEvent(listener: AuthListener): () => void {
  eventListeners.add(listener);
  return () => eventListeners.delete(listener);
}

function emit(event: AuthEvent, reason?: SignOutReason): void {
  for (const listener of eventListeners) listener(event, reason);
}

/** Sets the store from an API session answer (sign-in, refresh or GET /api/session). */
export function setSession(
  session: Pick<Session, 'user' | 'isConsultant' | 'isSuperAdmin'> & { mustEnrolSecondFactor?: boolean; accessExpiresAt?: string | null },
): void {
  accessExpiresAt = session.user ? (session.accessExpiresAt ?? null) : null;
  rememberSignedIn(session.user !== null);
  useSessionStore.setState({
    user: session.user,
    isConsultant: session.user ? session.isConsultant : false,
    isSuperAdmin: session.user ? session.isSuperAdmin : false,
    mustEnrolSecondFactor: session.user ? (session.mustEnrolSecondFactor ?? false) : false,
    loading: false,
  });
}

export function clearSession(): void {
  accessExpiresAt = null;
  rememberSignedIn(false);
  useSessionStore.setState(signedOut);
}

/** Resolves once the first session check is done (at once when it already is). */
export function whenSessionReady(): Promise<SessionState> {
  const state = useSessionStore.getState();
  if (!state.loading) return Promise.resolve(state);
  return new Promise((resolve) => {
    const unsubscribe = useSessionStore.subscribe((next) => {
      if (next.loading) return;
      unsubscribe();
      resolve(next);
    });
  });
}

/** Called once at start-up (main.tsx). */
export function startSession(): void {
  if (started) return;
  started = true;
  onSessionRenewed(adoptRenewal);
  void loadInitialSession();
  setInterval(refreshIfDue, REFRESH_TICK_MS);
  // Timers sleep in background tabs: check as soon as the tab is looked at again.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') refreshIfDue();
  });
}

async function loadInitialSession(): Promise<void> {
  try {
    let session = await fetchSession();
    // The access cookie lives 15 minutes, the refresh cookie 30 days: try the latter once.
    if (!session.user && mayHaveSession()) {
      session = (await renewSession()) ?? session;
      // index.html's preloads were fetched as a visitor: the pages' queries, which start once the
      // session is set, must ask as the renewed user. Later changes of viewer come after the first
      // render, whose fetches have used the preloads up.
      if (session.user) await discardPagePreloads();
    }
    setSession(session);
  } catch {
    // Spec part 1 section 4: session-read errors reset the auth state.
    clearSession();
  }
}

function refreshIfDue(): void {
  if (!useSessionStore.getState().user || !isRefreshDue(accessExpiresAt)) return;
  // A network blip is retried on the next tick; a refused refresh arrives through adoptRenewal.
  renewSession().catch(() => undefined);
}

function adoptRenewal(session: Session | null): void {
  const hadUser = useSessionStore.getState().user !== null;
  if (session?.user) {
    setSession(session);
    if (hadUser) emit('TOKEN_REFRESHED');
    return;
  }
  if (!hadUser) return;
  clearSession();
  emit('SIGNED_OUT', 'expired');
}

/** Reads the session again after something the server changed (the second factor set up or turned off). */
export async function reloadSession(): Promise<void> {
  setSession(await fetchSession());
}

/** After POST /api/auth/sign-in answered with the new session. */
export function completeSignIn(session: Session): void {
  setSession(session);
  emit('SIGNED_IN');
}

/**
 * Log Out: ends the session on the server, then locally. If the server call fails the local state
 * is cleared anyway and 'forced' tells the caller to say so (spec: 'Force sign out').
 */
export async function signOut(): Promise<'signed-out' | 'forced'> {
  let outcome: 'signed-out' | 'forced' = 'signed-out';
  try {
    await sendRequest('/api/auth/sign-out', { method: 'POST' });
  } catch {
    outcome = 'forced';
  }
  clearSession();
  emit('SIGNED_OUT', 'user');
  return outcome;
}

/** The account was deleted: the server already ended the session and cleared its cookies. */
export function completeAccountDeletion(): void {
  clearSession();
  emit('SIGNED_OUT', 'user');
}
