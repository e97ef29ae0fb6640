import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch } from './api-client.ts';
import { isRefreshDue, onSessionRenewed, renewSession } from './session-refresh.ts';

type Call = { url: string; method: string; headers: Record<string, string> };

const signedInSession = (expiresInMs: number) => ({
  user: { id: 'u1', email: 'u@acme.io', userType: 'client', firstName: 'U', lastName: 'One' },
  isConsultant: false,
  isSuperAdmin: false,
  accessExpiresAt: new Date(Date.now() + expiresInMs).toISOString(),
});
const visitorSession = { user: null, isConsultant: false, isSuperAdmin: false, accessExpiresAt: null };

function json(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json' },
  });
}

/** A scripted stand-in for the browser's fetch: answers by "METHOD path", records every call. */
function fakeFetch(answer: (call: Call, count: number) => Response) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const call = { url, method: init.method ?? 'GET', headers: (init.headers ?? {}) as Record<string, string> };
    calls.push(call);
    await new Promise((resolve) => setTimeout(resolve, 1));
    return answer(call, calls.filter((c) => c.url === url && c.method === call.method).length);
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

const storage = new Map<string, string>();

beforeEach(() => {
  storage.clear();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => storage.set(key, value),
    removeItem: (key: string) => storage.delete(key),
  });
  vi.stubGlobal('navigator', {});
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiFetch', () => {
  it('sends the CSRF header on state-changing requests only', async () => {
    const calls = fakeFetch(() => json(200, { ok: true }));
    await apiFetch('/api/things');
    await apiFetch('/api/things', { method: 'POST', body: { a: 1 } });
    await apiFetch('/api/things/1', { method: 'DELETE' });
    expect(calls[0]?.headers['x-requested-with']).toBeUndefined();
    expect(calls[1]?.headers['x-requested-with']).toBe('talentleaders');
    expect(calls[2]?.headers['x-requested-with']).toBe('talentleaders');
  });

  it('renews the session once after a 401 and repeats the request', async () => {
    storage.set('talentleaders.signed-in', '1');
    const calls = fakeFetch((call, count) => {
      if (call.url === '/api/shortlists') return count === 1 ? json(401, { code: 'session_expired' }) : json(200, { lists: [] });
      if (call.url === '/api/session') return json(200, visitorSession);
      if (call.url === '/api/auth/refresh') return json(200, signedInSession(15 * 60_000));
      return json(404, {});
    });
    const renewed = vi.fn();
    const stop = onSessionRenewed(renewed);
    await expect(apiFetch('/api/shortlists')).resolves.toEqual({ lists: [] });
    stop();
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/shortlists',
      'GET /api/session',
      'POST /api/auth/refresh',
      'GET /api/shortlists',
    ]);
    expect(renewed).toHaveBeenCalledWith(expect.objectContaining({ user: expect.objectContaining({ id: 'u1' }) }));
  });

  it('gives up with the first 401 when the refresh is refused, and forgets the session', async () => {
    storage.set('talentleaders.signed-in', '1');
    const calls = fakeFetch((call) => {
      if (call.url === '/api/session') return json(200, visitorSession);
      return json(401, { code: call.url === '/api/auth/refresh' ? 'session_expired' : 'unauthenticated', detail: 'Please sign in' });
    });
    const error = await apiFetch('/api/shortlists').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('unauthenticated');
    expect(calls.filter((c) => c.url === '/api/shortlists')).toHaveLength(1);
    expect(storage.has('talentleaders.signed-in')).toBe(false);
  });

  it('never renews for a visitor, nor for the auth endpoints themselves', async () => {
    const calls = fakeFetch(() => json(401, { code: 'invalid_credentials' }));
    await expect(apiFetch('/api/shortlists')).rejects.toBeInstanceOf(ApiError);
    storage.set('talentleaders.signed-in', '1');
    await expect(apiFetch('/api/auth/sign-in', { method: 'POST', body: {} })).rejects.toBeInstanceOf(ApiError);
    expect(calls.map((c) => c.url)).toEqual(['/api/shortlists', '/api/auth/sign-in']);
  });

  it('sends a FormData body as multipart (the browser sets the boundary), anything else as JSON', async () => {
    const bodies: unknown[] = [];
    const calls = fakeFetch(() => json(201, { url: '/uploads/x' }));
    const fetchMock = vi.mocked(fetch);
    const form = new FormData();
    form.set('image', new Blob(['png'], { type: 'image/png' }), 'a.png');
    await apiFetch('/api/content/images', { method: 'POST', body: form });
    await apiFetch('/api/things', { method: 'POST', body: { a: 1 } });
    for (const [, init] of fetchMock.mock.calls) bodies.push(init?.body);
    expect(bodies[0]).toBe(form);
    expect(calls[0]?.headers['content-type']).toBeUndefined();
    expect(calls[0]?.headers['x-requested-with']).toBe('talentleaders');
    expect(bodies[1]).toBe('{"a":1}');
    expect(calls[1]?.headers['content-type']).toBe('application/json');
  });

  it('turns problem+json into ApiError with field messages', async () => {
    fakeFetch(() => json(400, { code: 'validation_failed', detail: 'Bad', errors: { email: ['Please enter a valid email address.'] } }));
    const error = (await apiFetch('/api/auth/sign-up/client', { method: 'POST', body: {} }).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(400);
    expect(error.fieldError('email')).toBe('Please enter a valid email address.');
  });
});

describe('renewSession', () => {
  it('shares one refresh between concurrent callers (a rotated token must not be replayed)', async () => {
    const calls = fakeFetch((call) =>
      call.url === '/api/session' ? json(200, visitorSession) : json(200, signedInSession(15 * 60_000)),
    );
    const [a, b] = await Promise.all([renewSession(), renewSession()]);
    expect(a).toBe(b);
    expect(calls.filter((c) => c.url === '/api/auth/refresh')).toHaveLength(1);
  });

  it('adopts a session another tab already renewed instead of rotating again', async () => {
    const calls = fakeFetch(() => json(200, signedInSession(14 * 60_000)));
    const session = await renewSession();
    expect(session?.user?.id).toBe('u1');
    expect(calls.map((c) => c.url)).toEqual(['/api/session']);
  });
});

describe('isRefreshDue', () => {
  it('is due when 3 ticks of 30 s or fewer remain', () => {
    const now = Date.parse('2026-11-22T10:00:00Z');
    expect(isRefreshDue('2026-11-22T10:01:31Z', now)).toBe(false);
    expect(isRefreshDue('2026-11-22T10:01:30Z', now)).toBe(true);
    expect(isRefreshDue('2026-11-22T09:59:00Z', now)).toBe(true);
    expect(isRefreshDue(null, now)).toBe(false);
  });
});
