import type { Session } from '@contracts/identity/contracts/session.contract.ts';
import { ApiError, sendRequest } from './http.ts';

/**
 * Renewing the session: one refresh at a time in this tab AND across tabs. The refresh token
 * rotates and a reused one revokes the whole session (docs/decisions/005), so two tabs refreshing
 * with the same cookie at the same moment would sign the user out; the Web Lock serialises them
 * and the second tab adopts the session the first one already renewed.
 */

/** Spec part 1 section 9: the provider ticks every 30 s and refreshes when 3 ticks remain. */
export const REFRESH_TICK_MS = 30_000;
export const REFRESH_LEAD_MS = 3 * REFRESH_TICK_MS;

const LOCK_NAME = 'talentleaders-session-refresh';
const HINT_KEY = 'talentleaders.signed-in';

type RenewalListener = (session: Session | null) => void;
const listeners = new Set<RenewalListener>();
let inFlight: Promise<Session | null> | null = null;

/** Hears every renewal: a session when it worked, null when the server refused (signed out). */
export function onSessionRenewed(listener: RenewalListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isRefreshDue(accessExpiresAt: string | null, now = Date.now()): boolean {
  if (!accessExpiresAt) return false;
  return Date.parse(accessExpiresAt) - now <= REFRESH_LEAD_MS;
}

export function fetchSession(signal?: AbortSignal): Promise<Session> {
  return sendRequest<Session>('/api/session', { signal });
}

/**
 * Gets a fresh access token from the refresh cookie. Resolves null when the server says the
 * session is over (401); throws on network or server errors, which must not sign anybody out.
 */
export function renewSession(): Promise<Session | null> {
  inFlight ??= withRefreshLock(renewNow).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function renewNow(): Promise<Session | null> {
  // Another tab may have renewed while this one waited for the lock: the cookie jar is shared.
  const current = await fetchSession();
  let renewed: Session | null = current.user && !isRefreshDue(current.accessExpiresAt) ? current : null;
  if (!renewed) {
    try {
      renewed = await sendRequest<Session>('/api/auth/refresh', { method: 'POST' });
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) throw error;
    }
  }
  rememberSignedIn(Boolean(renewed?.user));
  for (const listener of listeners) listener(renewed);
  return renewed;
}

function withRefreshLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(LOCK_NAME, work) : work();
}

/**
 * The refresh cookie is httpOnly (invisible to scripts), so the app remembers whether this
 * browser had a session: only then is a refresh worth trying when the access cookie is gone.
 * Visitors who never signed in thus never cause a 401.
 */
export function rememberSignedIn(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(HINT_KEY, '1');
    else localStorage.removeItem(HINT_KEY);
  } catch {
    // Storage blocked (privacy mode): the app then only refreshes while it runs.
  }
}

export function mayHaveSession(): boolean {
  try {
    return localStorage.getItem(HINT_KEY) === '1';
  } catch {
    return false;
  }
}
