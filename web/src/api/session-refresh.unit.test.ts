import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REFRESH_LEAD_MS, REFRESH_TICK_MS } from './session-refresh.ts';

/**
 * The silent refresh of spec part 1 section 9: the session store ticks every 30 s and renews the
 * access token once 3 ticks or fewer remain before it expires, never earlier, and again for the
 * renewed token. Fake timers drive the store's real interval.
 */

const START = Date.parse('2026-11-22T10:00:00Z');
const ACCESS_TTL_MS = 15 * 60_000;

type Call = `${string} ${string}`;

const sessionExpiringAt = (expiresAt: number) => ({
  user: { id: 'u1', email: 'u@acme.io', userType: 'client', firstName: 'U', lastName: 'One' },
  isConsultant: false,
  isSuperAdmin: false,
  accessExpiresAt: new Date(expiresAt).toISOString(),
});

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

/** The server: GET /api/session reports the current token, POST /api/auth/refresh issues a new one. */
function fakeServer() {
  const calls: Call[] = [];
  let expiresAt = START + ACCESS_TTL_MS;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push(`${method} ${url}`);
      if (url === '/api/auth/refresh') expiresAt = Date.now() + ACCESS_TTL_MS;
      return json(sessionExpiringAt(expiresAt));
    }),
  );
  return { calls, refreshes: () => calls.filter((call) => call === 'POST /api/auth/refresh').length };
}

let visibilityListener: (() => void) | undefined;
const fakeDocument = {
  visibilityState: 'visible',
  // No server-rendered state element: the tab starts with the session unknown, as a signed-in user's does.
  getElementById: () => null,
  addEventListener: (_: string, listener: () => void) => (visibilityListener = listener),
};

beforeEach(() => {
  vi.useFakeTimers({ now: START });
  vi.resetModules();
  const storage = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => storage.set(key, value),
    removeItem: (key: string) => storage.delete(key),
  });
  vi.stubGlobal('navigator', {});
  vi.stubGlobal('document', fakeDocument);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A fresh store module (its start-up guard and timers are module state). */
async function startStore() {
  const store = await import('../stores/session.store.ts');
  const events: string[] = [];
  store.onAuthEvent((event) => events.push(event));
  store.startSession();
  await vi.advanceTimersByTimeAsync(0);
  return { store, events };
}

describe('silent session refresh', () => {
  it('ticks every 30 s and refreshes when 3 ticks remain', () => {
    expect(REFRESH_TICK_MS).toBe(30_000);
    expect(REFRESH_LEAD_MS).toBe(3 * REFRESH_TICK_MS);
  });

  it('renews on the first tick with 90 s or less left, not one tick earlier, and then again for the new token', async () => {
    const server = fakeServer();
    const { store, events } = await startStore();
    expect(store.useSessionStore.getState()).toMatchObject({ loading: false, user: { id: 'u1' } });

    // 13:00 after sign-in: 120 s (4 ticks) left, nothing happens.
    await vi.advanceTimersByTimeAsync(ACCESS_TTL_MS - REFRESH_LEAD_MS - REFRESH_TICK_MS);
    expect(server.refreshes()).toBe(0);

    // 13:30: 90 s (3 ticks) left, the tick renews silently.
    await vi.advanceTimersByTimeAsync(REFRESH_TICK_MS);
    expect(server.refreshes()).toBe(1);
    expect(events).toEqual(['TOKEN_REFRESHED']);
    expect(store.useSessionStore.getState().user?.id).toBe('u1');

    // The renewed token lives 15 minutes from 13:30: the next renewal comes 13:30 later, not before.
    await vi.advanceTimersByTimeAsync(ACCESS_TTL_MS - REFRESH_LEAD_MS - REFRESH_TICK_MS);
    expect(server.refreshes()).toBe(1);
    await vi.advanceTimersByTimeAsync(REFRESH_TICK_MS);
    expect(server.refreshes()).toBe(2);
    expect(events).toEqual(['TOKEN_REFRESHED', 'TOKEN_REFRESHED']);
  });

  it('checks at once when a sleeping tab becomes visible again', async () => {
    const server = fakeServer();
    await startStore();
    // A background tab's timers may not fire: the clock moves on without any tick.
    vi.setSystemTime(START + ACCESS_TTL_MS - 60_000);
    expect(server.refreshes()).toBe(0);
    visibilityListener?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.refreshes()).toBe(1);
  });

  it('does not tick a visitor into refreshing', async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        calls.push(url);
        return json({ user: null, isConsultant: false, isSuperAdmin: false, accessExpiresAt: null });
      }),
    );
    await startStore();
    await vi.advanceTimersByTimeAsync(ACCESS_TTL_MS * 2);
    expect(calls).toEqual(['/api/session']);
  });
});
