import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../setup/test-harness.ts';
import { cookieHeaderFrom, createUser, csrfHeaders, FACTORY_PASSWORD, type TestUser } from '../../factories/users.factory.ts';
import { securityMessages } from '../../../src/modules/identity/contracts/account-sessions.contract.ts';

/**
 * Issue 31 item 4 through the real routes: a person lists their sessions, ends one or all the
 * others, and an ended browser is refused on its next request; changing the password ends the
 * others; staff get an e-mail (worker + SMTP peer) for a sign-in from a browser none of their
 * sessions used, and nobody else does.
 */
const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const NEW_BROWSER_SUBJECT = /^New sign-in to your TalentLeaders account from /;

describe('sessions on the Security page', () => {
  let t: Harness;
  beforeAll(async () => {
    t = await startHarness({ worker: true, smtp: true, env: { AUTH_RATE_LIMIT_MAX: '1000' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A browser: its cookies (session and known-device) after signing in through the route. */
  type Browser = { cookie: string; headers: Record<string, string>; response: LightMyRequestResponse };
  const signIn = async (user: TestUser, userAgent: string, ip = '203.0.113.7', password = user.password): Promise<Browser> => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { ...csrfHeaders, 'user-agent': userAgent },
      remoteAddress: ip,
      payload: { email: user.email, password },
    });
    expect(response.statusCode, response.body).toBe(200);
    const cookie = cookieHeaderFrom(response);
    return { cookie, headers: { ...csrfHeaders, cookie, 'user-agent': userAgent }, response };
  };
  const listSessions = (browser: Browser) => t.app.inject({ method: 'GET', url: '/api/account/sessions', headers: browser.headers });
  const sessionIdOf = async (browser: Browser) => {
    const res = await listSessions(browser);
    return (res.json().sessions as { id: string; current: boolean }[]).find((session) => session.current)!.id;
  };
  const stillSignedIn = async (browser: Browser) => (await listSessions(browser)).statusCode === 200;

  it('lists every live session of the person: browser, system, address, times, this device first', async () => {
    const user = await createUser(t.app, 'client');
    const laptop = await signIn(user, CHROME_MAC, '203.0.113.7');
    const phone = await signIn(user, SAFARI_IPHONE, '198.51.100.23');
    const ended = await signIn(user, FIREFOX_WINDOWS);
    await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: ended.headers });
    // Someone else's sessions never show.
    await signIn(await createUser(t.app, 'client'), FIREFOX_WINDOWS);

    const res = await listSessions(phone);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { sessions } = res.json() as { sessions: Record<string, unknown>[] };
    expect(sessions).toHaveLength(2);
    expect(sessions[0]).toMatchObject({ browser: 'Safari', system: 'iOS', ip: '198.51.100.23', current: true });
    expect(sessions[1]).toMatchObject({ id: await sessionIdOf(laptop), browser: 'Chrome', system: 'macOS', ip: '203.0.113.7', current: false });
    for (const session of sessions) {
      expect(Date.now() - Date.parse(session.signedInAt as string)).toBeLessThan(60_000);
      expect(Date.parse(session.lastSeenAt as string)).toBeGreaterThanOrEqual(Date.parse(session.signedInAt as string) - 1000);
    }
  });

  it('ends one session: that browser is refused on its next request, and cannot refresh', async () => {
    const user = await createUser(t.app, 'executive');
    const laptop = await signIn(user, CHROME_MAC);
    const lost = await signIn(user, FIREFOX_WINDOWS);
    const lostId = await sessionIdOf(lost);
    expect(await stillSignedIn(lost)).toBe(true);

    const end = await t.app.inject({ method: 'DELETE', url: `/api/account/sessions/${lostId}`, headers: laptop.headers });
    expect(end.statusCode).toBe(204);

    // The access cookie is still a validly signed JWT for 15 minutes: the session check refuses it.
    const next = await listSessions(lost);
    expect(next.statusCode).toBe(401);
    expect(next.json()).toMatchObject({ code: 'session_expired' });
    expect((await t.app.inject({ method: 'GET', url: '/api/session', headers: lost.headers })).json().user).toBeNull();
    const refresh = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: lost.headers });
    expect(refresh.statusCode).toBe(401);
    expect(await stillSignedIn(laptop)).toBe(true);

    const again = await t.app.inject({ method: 'DELETE', url: `/api/account/sessions/${lostId}`, headers: laptop.headers });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'session_not_found', detail: securityMessages.sessionNotFound });
  });

  it("answers 404 for someone else's session and leaves it alone; 400 for an id that is not one", async () => {
    const owner = await signIn(await createUser(t.app, 'client'), CHROME_MAC);
    const other = await signIn(await createUser(t.app, 'client'), CHROME_MAC);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/account/sessions/${await sessionIdOf(owner)}`, headers: other.headers });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('session_not_found');
    expect(await stillSignedIn(owner)).toBe(true);

    const bad = await t.app.inject({ method: 'DELETE', url: '/api/account/sessions/not-a-session', headers: other.headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toContain('application/problem+json');
  });

  it('ending this browser own session signs it out', async () => {
    const browser = await signIn(await createUser(t.app, 'client'), CHROME_MAC);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/account/sessions/${await sessionIdOf(browser)}`, headers: browser.headers });
    expect(res.statusCode).toBe(204);
    expect(res.cookies.find((c) => c.name === 'tl_access')?.value).toBe('');
    expect(await stillSignedIn(browser)).toBe(false);
  });

  it('ends all the other sessions and keeps this one', async () => {
    const user = await createUser(t.app, 'client');
    const [kept, second, third] = [await signIn(user, CHROME_MAC), await signIn(user, FIREFOX_WINDOWS), await signIn(user, SAFARI_IPHONE)];
    const res = await t.app.inject({ method: 'POST', url: '/api/account/sessions/end-others', headers: kept.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ended: 2 });
    expect(await stillSignedIn(kept)).toBe(true);
    expect(await stillSignedIn(second)).toBe(false);
    expect(await stillSignedIn(third)).toBe(false);
    const listed = (await listSessions(kept)).json().sessions;
    expect(listed).toHaveLength(1);

    const none = await t.app.inject({ method: 'POST', url: '/api/account/sessions/end-others', headers: kept.headers });
    expect(none.json()).toEqual({ ended: 0 });
  });

  it('changing the password asks the current one, keeps the sign-up rules, and ends every other session', async () => {
    const user = await createUser(t.app, 'executive');
    const here = await signIn(user, CHROME_MAC);
    const elsewhere = await signIn(user, FIREFOX_WINDOWS);
    const change = (payload: object) => t.app.inject({ method: 'POST', url: '/api/account/password', headers: here.headers, payload });

    const wrong = await change({ currentPassword: 'Not-the-password1', password: 'Brand-new-pass9', confirmPassword: 'Brand-new-pass9' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'wrong_password', errors: { currentPassword: [securityMessages.wrongCurrentPassword] } });
    const weak = await change({ currentPassword: FACTORY_PASSWORD, password: 'nouppercase1', confirmPassword: 'nouppercase1' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors.password).toContain('Password must contain at least one uppercase letter.');
    const mismatch = await change({ currentPassword: FACTORY_PASSWORD, password: 'Brand-new-pass9', confirmPassword: 'Brand-new-pass8' });
    expect(mismatch.json().errors.confirmPassword).toContain("Passwords don't match");
    const empty = await change({});
    expect(empty.statusCode).toBe(400);
    expect(await stillSignedIn(elsewhere)).toBe(true);

    const done = await change({ currentPassword: FACTORY_PASSWORD, password: 'Brand-new-pass9', confirmPassword: 'Brand-new-pass9' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ ended: 1 });
    expect(await stillSignedIn(here)).toBe(true);
    expect(await stillSignedIn(elsewhere)).toBe(false);
    const signInWith = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/sign-in', headers: csrfHeaders, payload: { email: user.email, password } });
    expect((await signInWith(FACTORY_PASSWORD)).statusCode).toBe(401);
    expect((await signInWith('Brand-new-pass9')).statusCode).toBe(200);
  });

  it("keeps 'last seen' current on requests, writing at most once a minute per session", async () => {
    const browser = await signIn(await createUser(t.app, 'client'), CHROME_MAC);
    const id = await sessionIdOf(browser);
    const em = t.orm.em.fork();
    const lastUsed = async () =>
      new Date((await em.execute<{ last_used_at: Date }[]>('SELECT last_used_at FROM sessions WHERE id = ?', [id]))[0]!.last_used_at).getTime();

    await em.execute(`UPDATE sessions SET last_used_at = now() - interval '10 minutes' WHERE id = ?`, [id]);
    await listSessions(browser);
    expect(Date.now() - (await lastUsed())).toBeLessThan(10_000);

    await em.execute(`UPDATE sessions SET last_used_at = now() - interval '30 seconds' WHERE id = ?`, [id]);
    const thirtySecondsAgo = await lastUsed();
    await t.app.inject({ method: 'GET', url: '/api/session', headers: browser.headers });
    expect(await lastUsed()).toBe(thirtySecondsAgo);
  });

  it('e-mails a consultant and a super admin about a sign-in from a new browser, not a known one', async () => {
    // Without a second factor, so the password alone starts the session (the notice is the same after a code).
    const consultant = await createUser(t.app, 'consultant', { firstName: 'Connie', secondFactor: false });
    await signIn(consultant, CHROME_MAC, '203.0.113.50');
    const first = await t.mailbox.waitForMessage(consultant.email, (m) => NEW_BROWSER_SUBJECT.test(m.subject));
    expect(first.subject).toBe('New sign-in to your TalentLeaders account from Chrome on macOS');
    expect(first.text).toContain('Hello Connie');
    expect(first.text).toContain('IP address: 203.0.113.50');
    expect(first.text).toMatch(/When: \w+day,? \d{1,2} \w+ \d{4} at \d{2}:\d{2} UTC/);
    expect(first.text).toContain(`${t.config.http.publicUrl}/account/security`);

    // Chrome updated on the same Mac: the same browser, no e-mail.
    await signIn(consultant, CHROME_MAC.replace('131.0.0.0', '132.0.0.0'), '203.0.113.51');
    // Firefox on Windows: new.
    await signIn(consultant, FIREFOX_WINDOWS, '198.51.100.9');
    await t.mailbox.waitForMessage(consultant.email, (m) => m.subject.endsWith('from Firefox on Windows'));
    await t.settle();
    expect(t.mailbox.to(consultant.email, (m) => NEW_BROWSER_SUBJECT.test(m.subject)).map((m) => m.subject)).toEqual([
      'New sign-in to your TalentLeaders account from Chrome on macOS',
      'New sign-in to your TalentLeaders account from Firefox on Windows',
    ]);

    const admin = await createUser(t.app, 'super-admin', { secondFactor: false });
    await signIn(admin, SAFARI_IPHONE);
    const adminNotice = await t.mailbox.waitForMessage(admin.email, (m) => NEW_BROWSER_SUBJECT.test(m.subject));
    expect(adminNotice.subject).toContain('Safari on iOS');
  });

  it('sends clients and executives nothing for a new browser', async () => {
    const client = await createUser(t.app, 'client');
    const executive = await createUser(t.app, 'executive');
    await signIn(client, CHROME_MAC);
    await signIn(client, FIREFOX_WINDOWS);
    await signIn(executive, SAFARI_IPHONE);
    await t.settle();
    const events = await t.orm.em
      .fork()
      .execute<{ n: number }[]>(`SELECT count(*)::int AS n FROM outbox WHERE type = 'StaffSignedInFromNewBrowser' AND payload->>'userId' IN (?, ?)`, [
        client.id,
        executive.id,
      ]);
    expect(events[0]!.n).toBe(0);
    expect(t.mailbox.to(client.email, (m) => NEW_BROWSER_SUBJECT.test(m.subject))).toHaveLength(0);
    expect(t.mailbox.to(executive.email, (m) => NEW_BROWSER_SUBJECT.test(m.subject))).toHaveLength(0);
  });
});
