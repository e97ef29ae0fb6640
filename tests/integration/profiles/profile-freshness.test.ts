import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../setup/test-harness.ts';
import type { ReceivedMessage } from '../../setup/smtp-peer.ts';
import { createSignedInUser, csrfHeaders, type SignedInUser } from '../../factories/users.factory.ts';
import { createExecutive } from '../../factories/executives.factory.ts';
import { uniqueSurname } from '../../factories/saved-searches.factory.ts';
import {
  confirmAvailability,
  requestAvailabilityRun,
  reviewProfile,
  signAvailabilityToken,
  type AvailabilityRun,
} from '../../../src/modules/profiles/index.ts';
import { availabilityMessages as m } from '../../../src/modules/profiles/contracts/profile-messages.contract.ts';
import type { AdminExecutiveList, OwnProfileResponse, PublicExecutiveProfile } from '../../../src/modules/profiles/contracts/profile-dto.contract.ts';
import type { SearchDirectoryResponse } from '../../../src/modules/directory/index.ts';
import { OPERATOR_ACTOR } from '../../../src/platform/audit/audit-trail.ts';

const DAY = 86_400_000;
const REMINDER = (message: ReceivedMessage) => message.headers.get('x-template') === 'availability-reminder';

/**
 * Profile freshness (issue 15 item 4, decision 023), with the worker and a real SMTP peer: an
 * executive confirms from /profile or from a reminder's one-click link, the directory ranks and
 * shows it at once; the monthly reminder skips who confirmed within the month and never mails
 * twice; the daily check marks 90-day-old confirmations stale through the directory facade; the
 * admin's Approved Executives list flags them.
 */
describe('profile freshness (worker + SMTP peer)', () => {
  let h: Harness;
  let admin: SignedInUser;
  /** Searches as a client: only a client's free text matches surnames (decision 006). */
  let client: SignedInUser;

  beforeAll(async () => {
    h = await startHarness({ worker: true, smtp: true });
    admin = await createSignedInUser(h.app, 'super-admin');
    client = await createSignedInUser(h.app, 'client');
  });
  afterAll(async () => {
    await h.close();
  });
  beforeEach(async () => {
    await h.settle();
  });

  const run = async (what: AvailabilityRun) => {
    await requestAvailabilityRun(h.orm.em.fork(), what);
    await h.settle();
  };
  /** The executive last confirmed `days` ago (the directory entry written as it was then: still fresh). */
  const confirmedDaysAgo = (executive: SignedInUser, days: number) => confirmAvailability(h.orm.em.fork(), executive.id, new Date(Date.now() - days * DAY));
  const search = async (q: string) => {
    const res = await h.app.inject({ method: 'GET', url: `/api/directory?q=${q}`, headers: client.headers });
    expect(res.statusCode).toBe(200);
    return res.json<SearchDirectoryResponse>().results;
  };
  const order = async (q: string) => (await search(q)).map((card) => card.id);
  const directoryVersion = async () => {
    const [row] = await h.orm.em.fork().execute<{ version: string }[]>('SELECT version::text AS version FROM directory_state');
    return BigInt(row!.version);
  };
  const post = (url: string, headers: Record<string, string>, payload?: object) =>
    h.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });

  it("confirms from /profile's button: the date moves, and the next search ranks and shows it as fresh", async () => {
    const surname = uniqueSurname();
    const older = await createExecutive(h.app, { profile: { lastName: surname } });
    const newer = await createExecutive(h.app, { profile: { lastName: surname } });
    expect(await order(surname)).toEqual([newer.id, older.id]);
    await confirmedDaysAgo(newer, 120);
    await run('mark-stale');
    // Not confirmed for 90 days: below the older approval.
    expect(await order(surname)).toEqual([older.id, newer.id]);

    const res = await post('/api/profile/availability', newer.headers);
    expect(res.statusCode, res.body).toBe(200);
    const { availabilityConfirmedAt, message } = res.json<{ availabilityConfirmedAt: string; message: string }>();
    expect(message).toBe(m.confirmedDetail);
    expect(Date.now() - new Date(availabilityConfirmedAt).getTime()).toBeLessThan(60_000);

    const cards = await search(surname);
    expect(cards.map((card) => card.id)).toEqual([newer.id, older.id]);
    expect(cards[0]!.availabilityConfirmedAt).toBe(availabilityConfirmedAt);
    const publicProfile = (await h.app.inject({ method: 'GET', url: `/api/executives/${newer.id}` })).json<PublicExecutiveProfile>();
    expect(publicProfile.availabilityConfirmedAt).toBe(availabilityConfirmedAt);
    const own = (await h.app.inject({ method: 'GET', url: '/api/profile', headers: newer.headers })).json<OwnProfileResponse>();
    expect(own.display?.availabilityConfirmedAt).toBe(availabilityConfirmedAt);
  });

  it('refuses a profile that is not approved with a 409 that says why', async () => {
    const pending = await createExecutive(h.app, { state: 'pending' });
    const res = await post('/api/profile/availability', pending.headers);
    expect(res.statusCode).toBe(409);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().detail).toBe(m.onlyApproved);
  });

  it("confirms from a reminder's link without a session; a bad token is a 400, an old one a 410, a revoked profile a 409", async () => {
    const executive = await createExecutive(h.app);
    await confirmedDaysAgo(executive, 50);
    const token = signAvailabilityToken(h.config.secrets.jwt, executive.id, new Date());
    const ok = await post('/api/availability/confirm', csrfHeaders, { token });
    expect(ok.statusCode, ok.body).toBe(200);
    const [row] = await h.orm.em.fork().execute<{ confirmed: Date }[]>('SELECT availability_confirmed_at AS confirmed FROM executive_profiles WHERE id = ?', [executive.id]);
    expect(Date.now() - new Date(row!.confirmed).getTime()).toBeLessThan(60_000);

    const problems: [object, number, string][] = [
      [{ token: `${token}x` }, 400, m.tokenInvalid],
      [{ token: 'not-a-token' }, 400, m.tokenInvalid],
      [{ token: '' }, 400, m.tokenMissing],
      [{}, 400, m.tokenMissing],
      [{ token: signAvailabilityToken(h.config.secrets.jwt, executive.id, new Date(Date.now() - 70 * DAY)) }, 410, m.tokenExpired],
    ];
    for (const [payload, status, detail] of problems) {
      const res = await post('/api/availability/confirm', csrfHeaders, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(JSON.stringify(res.json()), JSON.stringify(payload)).toContain(detail);
    }

    await reviewProfile(h.orm.em.fork(), executive.id, 'revoke', null, OPERATOR_ACTOR);
    const revoked = await post('/api/availability/confirm', csrfHeaders, { token });
    expect(revoked.statusCode).toBe(409);
    expect(revoked.json().detail).toBe(m.onlyApproved);
  });

  it('reminds who has not confirmed for 30 days, not who confirmed within the month, and never twice in a month', async () => {
    const due = await createExecutive(h.app);
    const stale = await createExecutive(h.app);
    const recent = await createExecutive(h.app);
    await confirmedDaysAgo(due, 40);
    await confirmedDaysAgo(stale, 100);
    await confirmedDaysAgo(recent, 10);

    await run('remind');
    expect(h.mailbox.to(due.email, REMINDER)).toHaveLength(1);
    expect(h.mailbox.to(stale.email, REMINDER)).toHaveLength(1);
    expect(h.mailbox.to(recent.email, REMINDER)).toHaveLength(0);

    // A second run in the same month (a retry, a replay, an operator) sends nothing more.
    await run('remind');
    expect(h.mailbox.to(due.email, REMINDER)).toHaveLength(1);
    expect(h.mailbox.to(stale.email, REMINDER)).toHaveLength(1);

    // The one-click link of the e-mail itself confirms.
    const [reminder] = h.mailbox.to(due.email, REMINDER);
    expect(reminder!.subject).toBe('Is your availability still current?');
    const link = /(http\S+\/availability\/confirm\?token=\S+)/.exec(reminder!.text)![1]!;
    expect(reminder!.html).toContain(link.replace(/&/g, '&amp;'));
    const token = new URL(link).searchParams.get('token')!;
    const res = await post('/api/availability/confirm', csrfHeaders, { token });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('marks profiles not confirmed for 90 days stale through the directory facade (version bumped), once', async () => {
    const surname = uniqueSurname();
    const older = await createExecutive(h.app, { profile: { lastName: surname } });
    const newer = await createExecutive(h.app, { profile: { lastName: surname } });
    await confirmedDaysAgo(newer, 95);
    // Written 95 days in the past as fresh: the search still shows the newest first until the check runs.
    expect(await order(surname)).toEqual([newer.id, older.id]);
    const before = await directoryVersion();
    await run('mark-stale');
    expect(await directoryVersion()).toBeGreaterThan(before);
    expect(await order(surname)).toEqual([older.id, newer.id]);
    const after = await directoryVersion();
    await run('mark-stale');
    expect(await directoryVersion()).toBe(after);
  });

  it("flags stale profiles in the admin's Approved Executives list, with the confirmation date", async () => {
    const stale = await createExecutive(h.app);
    const fresh = await createExecutive(h.app);
    await confirmedDaysAgo(stale, 91);
    const res = await h.app.inject({ method: 'GET', url: '/api/admin/executives/approved', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const rows = new Map(res.json<AdminExecutiveList>().executives.map((row) => [row.id, row]));
    expect(rows.get(stale.id)).toMatchObject({ availabilityStale: true });
    expect(Date.now() - new Date(rows.get(stale.id)!.availabilityConfirmedAt!).getTime()).toBeGreaterThan(90 * DAY);
    expect(rows.get(fresh.id)).toMatchObject({ availabilityStale: false });
    expect(rows.get(fresh.id)!.availabilityConfirmedAt).not.toBeNull();
  });
});
