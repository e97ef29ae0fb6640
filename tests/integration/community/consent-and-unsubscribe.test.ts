import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../setup/test-harness.ts';
import type { ReceivedMessage } from '../../setup/smtp-peer.ts';
import { createSignedInUser, csrfHeaders, uniqueEmail } from '../../factories/users.factory.ts';
import { joinForm, memberByEmail } from '../../factories/community.factory.ts';
import { enrolExecutive, signMemberLinkToken } from '../../../src/modules/community/index.ts';
import { consentWordingFor } from '../../../src/modules/community/contracts/community-form.contract.ts';
import { preferencesMessages } from '../../../src/modules/community/contracts/community-messages.contract.ts';

const INVITE_URL = 'https://join.slack.com/t/acme-test/shared_invite/zt-test';

type ConsentRecord = { preference: string; given: boolean; wording: string | null; source: string; recorded_at: Date };

/**
 * Consent you can see and withdraw (issue 30 item 4, decision 038), through the real routes, a
 * worker and a real SMTP peer: the join form's wording recorded per preference; the Slack invite
 * e-mail's List-Unsubscribe headers and preferences link; the RFC 8058 one-click POST with neither
 * session nor CSRF header; the preferences page's data by link and by session, changing and
 * leaving; and every bad link a 4xx problem+json.
 */
describe('community consent, one-click unsubscribe and leaving', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ worker: true, smtp: true, env: { SLACK_INVITE_URL: INVITE_URL, COMMUNITY_JOIN_RATE_LIMIT_MAX: '1000' } });
  });
  afterAll(() => h.close());

  const consentsOf = (memberId: string) =>
    h.orm.em.fork().execute<ConsentRecord[]>('SELECT preference, given, wording, source, recorded_at FROM community_consents WHERE member_id = ? ORDER BY recorded_at, preference', [memberId]);
  const memberIdOf = async (email: string) =>
    (await h.orm.em.fork().execute<{ id: string }[]>('SELECT id FROM community_members WHERE lower(email) = lower(?)', [email]))[0]?.id;

  /** A visitor joins from the form and gets the Slack invite e-mail. */
  async function joinAndReceiveInvite(preferences = { events: true, newsletter: false, discussions: true }): Promise<{ email: string; memberId: string; invite: ReceivedMessage }> {
    const form = joinForm({ preferences });
    const res = await h.app.inject({ method: 'POST', url: '/api/community/join', headers: csrfHeaders, payload: form });
    expect(res.statusCode).toBe(201);
    const email = (form.email as string).toLowerCase();
    const invite = await h.mailbox.waitForMessage(email, (m) => m.subject.includes('Slack'));
    return { email, memberId: (await memberIdOf(email))!, invite };
  }

  function rawHeader(message: ReceivedMessage, name: string): string | undefined {
    const line = message.headerLines.find((header) => header.key === name);
    return line?.line.slice(line.line.indexOf(':') + 1).trim();
  }

  /** What a mail client's Unsubscribe button sends: no session, no CSRF header, RFC 8058's form body. */
  const oneClick = (url: string) =>
    h.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });

  function expectProblem(res: { statusCode: number; headers: Record<string, unknown>; json: () => unknown }, status: number, code: string): void {
    expect(res.statusCode).toBe(status);
    expect(String(res.headers['content-type'])).toContain('application/problem+json');
    expect(res.json()).toMatchObject({ status, code });
  }

  it('joining records each preference, given or not, with the join form’s exact wording and the time', async () => {
    const before = Date.now();
    const { memberId } = await joinAndReceiveInvite({ events: true, newsletter: false, discussions: true });
    const records = await consentsOf(memberId);
    expect(records.map(({ preference, given, wording, source }) => ({ preference, given, wording, source })).sort((a, b) => a.preference.localeCompare(b.preference))).toEqual([
      { preference: 'discussions', given: true, wording: consentWordingFor('discussions'), source: 'join-form' },
      { preference: 'events', given: true, wording: consentWordingFor('events'), source: 'join-form' },
      { preference: 'newsletter', given: false, wording: consentWordingFor('newsletter'), source: 'join-form' },
    ]);
    expect(consentWordingFor('events')).toBe('What would you like to hear about? Events and meetups: E-mails inviting you to our events and meetups, online and in person.');
    for (const record of records) expect(new Date(record.recorded_at).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('an auto-enrolled executive’s defaults are recorded as defaults, with no wording (they were not asked)', async () => {
    const executive = await createSignedInUser(h.app, 'executive');
    const { memberId } = await enrolExecutive(h.orm.em.fork(), { userId: executive.id, email: executive.email, firstName: 'Eve', lastName: 'Exec' });
    const records = await consentsOf(memberId);
    expect(records).toHaveLength(3);
    expect(records.every((record) => record.source === 'auto-enrolment' && record.wording === null)).toBe(true);
    expect(Object.fromEntries(records.map((record) => [record.preference, record.given]))).toEqual({ events: true, newsletter: true, discussions: false });

    // The signed-in executive sees their membership without a link, and the page says how each was set.
    const mine = await h.app.inject({ method: 'GET', url: '/api/community/membership', headers: executive.headers });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().preferences.map((p: { source: string }) => p.source)).toEqual(['auto-enrolment', 'auto-enrolment', 'auto-enrolment']);
  });

  it('the Slack invite e-mail carries List-Unsubscribe (https) and List-Unsubscribe-Post, and links to the preferences page', async () => {
    const { memberId, invite } = await joinAndReceiveInvite();
    expect(rawHeader(invite, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const unsubscribeUrl = new URL(/^<(https?:\/\/[^>]+)>$/.exec(rawHeader(invite, 'list-unsubscribe') ?? '')![1]!);
    expect(unsubscribeUrl.origin).toBe(new URL(h.config.http.publicUrl).origin);
    expect(unsubscribeUrl.pathname).toBe('/api/community/unsubscribe');
    expect(unsubscribeUrl.searchParams.get('token')).toBe(signMemberLinkToken(h.config.secrets.jwt, memberId));
    const preferencesLink = `${h.config.http.publicUrl}/community/preferences?token=${encodeURIComponent(signMemberLinkToken(h.config.secrets.jwt, memberId))}`;
    expect(invite.text).toContain(preferencesLink);
    expect(invite.html).toContain(preferencesLink);
  });

  it('the one-click POST withdraws every preference without a session or CSRF header, records it, and is idempotent', async () => {
    const { email, memberId, invite } = await joinAndReceiveInvite({ events: true, newsletter: true, discussions: false });
    const url = new URL(/^<(.+)>$/.exec(rawHeader(invite, 'list-unsubscribe') ?? '')![1]!);
    const target = `${url.pathname}${url.search}`;

    const done = await oneClick(target);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ withdrawn: 2 });
    expect((await memberByEmail(h.app, email))?.notification_preferences).toEqual({ events: false, newsletter: false, discussions: false });
    const withdrawals = (await consentsOf(memberId)).filter((record) => record.source === 'one-click-unsubscribe');
    expect(withdrawals.map((record) => [record.preference, record.given, record.wording])).toEqual([
      ['events', false, null],
      ['newsletter', false, null],
    ]);

    // Again: nothing more to withdraw, still a success (a mail client cannot show an error).
    expect((await oneClick(target)).json()).toEqual({ withdrawn: 0 });
    expect((await consentsOf(memberId)).filter((record) => record.source === 'one-click-unsubscribe')).toHaveLength(2);

    // A browser opening the link is sent to the preferences page; a GET never unsubscribes.
    const opened = await h.app.inject({ method: 'GET', url: target });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`/community/preferences?token=${encodeURIComponent(url.searchParams.get('token')!)}`);
  });

  it('a bad, tampered or missing token is a clear 4xx problem+json, never a 500, and changes nothing', async () => {
    const { email, memberId } = await joinAndReceiveInvite();
    const token = signMemberLinkToken(h.config.secrets.jwt, memberId);
    const tampered = `${token.slice(0, -3)}abc`;
    for (const bad of [tampered, 'not-a-token', `${memberId}.`, `${memberId}.x.y`, '%00']) {
      const query = `?token=${encodeURIComponent(bad)}`;
      expectProblem(await oneClick(`/api/community/unsubscribe${query}`), 400, 'community_link_invalid');
      expectProblem(await h.app.inject({ method: 'GET', url: `/api/community/unsubscribe${query}` }), 400, 'community_link_invalid');
      expectProblem(await h.app.inject({ method: 'GET', url: `/api/community/membership${query}` }), 400, 'community_link_invalid');
      expectProblem(
        await h.app.inject({ method: 'PUT', url: `/api/community/membership/preferences${query}`, headers: csrfHeaders, payload: { preferences: { events: false, newsletter: false, discussions: false } } }),
        400,
        'community_link_invalid',
      );
      expectProblem(await h.app.inject({ method: 'DELETE', url: `/api/community/membership${query}`, headers: csrfHeaders }), 400, 'community_link_invalid');
    }
    const missing = await oneClick('/api/community/unsubscribe');
    expect(missing.statusCode).toBe(400);
    expect(String(missing.headers['content-type'])).toContain('application/problem+json');
    expect((await memberByEmail(h.app, email))?.notification_preferences).toEqual({ events: true, newsletter: false, discussions: true });

    // No link and no session: 401 saying what to do; a signed-in client who is no member: 404.
    const visitor = await h.app.inject({ method: 'GET', url: '/api/community/membership' });
    expectProblem(visitor, 401, 'community_link_or_session_required');
    expect(visitor.json().detail).toBe(preferencesMessages.signInNeeded);
    const client = await createSignedInUser(h.app, 'client');
    expectProblem(await h.app.inject({ method: 'GET', url: '/api/community/membership', headers: client.headers }), 404, 'community_membership_not_found');
  });

  it('the preferences page by link: shows each preference with its record, records only what changed, keeps the CSRF header', async () => {
    const { email, memberId } = await joinAndReceiveInvite({ events: true, newsletter: true, discussions: true });
    const query = `?token=${encodeURIComponent(signMemberLinkToken(h.config.secrets.jwt, memberId))}`;
    const shown = await h.app.inject({ method: 'GET', url: `/api/community/membership${query}` });
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ email, firstName: 'Jamie', slackJoined: false });
    expect(shown.json().preferences).toEqual([
      { preference: 'events', given: true, wording: consentWordingFor('events'), source: 'join-form', recordedAt: expect.any(String) },
      { preference: 'newsletter', given: true, wording: consentWordingFor('newsletter'), source: 'join-form', recordedAt: expect.any(String) },
      { preference: 'discussions', given: true, wording: consentWordingFor('discussions'), source: 'join-form', recordedAt: expect.any(String) },
    ]);

    const save = (preferences: object, headers: Record<string, string> = csrfHeaders) =>
      h.app.inject({ method: 'PUT', url: `/api/community/membership/preferences${query}`, headers, payload: { preferences } });
    // Only the one-click POST is exempt from CSRF: the page's own requests send the header.
    expect((await save({ events: true, newsletter: false, discussions: true }, {})).statusCode).toBe(403);

    const saved = await save({ events: true, newsletter: false, discussions: true });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().preferences[1]).toMatchObject({ preference: 'newsletter', given: false, wording: consentWordingFor('newsletter'), source: 'preferences-page' });
    expect(saved.json().preferences[0]).toMatchObject({ preference: 'events', source: 'join-form' });
    expect((await save({ events: true, newsletter: false, discussions: true })).statusCode).toBe(200);
    expect((await consentsOf(memberId)).filter((record) => record.source === 'preferences-page')).toHaveLength(1);
    expect((await memberByEmail(h.app, email))?.notification_preferences).toEqual({ events: true, newsletter: false, discussions: true });

    // Bad bodies are 400s.
    for (const preferences of [{ events: 'yes' }, null, { events: true }]) expect((await save(preferences as object)).statusCode).toBe(400);
  });

  it('leaving erases the membership row and its consent records; the answer says Slack is Slack’s; the link then says not a member', async () => {
    const { email, memberId } = await joinAndReceiveInvite();
    await h.settle();
    const query = `?token=${encodeURIComponent(signMemberLinkToken(h.config.secrets.jwt, memberId))}`;
    const left = await h.app.inject({ method: 'DELETE', url: `/api/community/membership${query}`, headers: csrfHeaders });
    expect(left.statusCode).toBe(200);
    expect(left.json().message).toContain(preferencesMessages.slackNotice);
    expect(await memberByEmail(h.app, email)).toBeUndefined();
    expect(await consentsOf(memberId)).toEqual([]);

    expectProblem(await h.app.inject({ method: 'GET', url: `/api/community/membership${query}` }), 404, 'community_membership_not_found');
    expectProblem(await h.app.inject({ method: 'DELETE', url: `/api/community/membership${query}`, headers: csrfHeaders }), 404, 'community_membership_not_found');
    // An old e-mail's one-click still answers 200: there is nothing left to unsubscribe.
    expect((await oneClick(`/api/community/unsubscribe${query}`)).json()).toEqual({ withdrawn: 0 });
  });

  it('a signed-in executive member leaves without a link', async () => {
    const executive = await createSignedInUser(h.app, 'executive', { email: uniqueEmail('leaver') });
    await enrolExecutive(h.orm.em.fork(), { userId: executive.id, email: executive.email, firstName: 'Lee', lastName: 'Leaver' });
    await h.settle();
    const changed = await h.app.inject({
      method: 'PUT',
      url: '/api/community/membership/preferences',
      headers: executive.headers,
      payload: { preferences: { events: false, newsletter: true, discussions: false } },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().preferences[0]).toMatchObject({ preference: 'events', given: false, source: 'preferences-page' });
    expect((await h.app.inject({ method: 'DELETE', url: '/api/community/membership', headers: executive.headers })).statusCode).toBe(200);
    expect(await memberByEmail(h.app, executive.email)).toBeUndefined();
    expectProblem(await h.app.inject({ method: 'GET', url: '/api/community/membership', headers: executive.headers }), 404, 'community_membership_not_found');
  });
});
