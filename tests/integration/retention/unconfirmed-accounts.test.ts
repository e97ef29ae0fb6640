import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personalData } from '../../../src/personal-data.ts';
import { erasePersonData } from '../../../src/platform/personal-data/person-data.ts';
import { saveSearch } from '../../../src/modules/saved-searches/index.ts';
import { createShortlist } from '../../../src/modules/shortlists/index.ts';
import { retentionUnconfirmedAccountsHandler } from '../../../workers/jobs/retention-unconfirmed-accounts/retention-unconfirmed-accounts.handler.ts';
import { createTestApp, type TestApp } from '../../setup/test-app.ts';
import { runJobHandler } from '../../setup/run-job-handler.ts';
import { createUser, type FactoryRole, type TestUser } from '../../factories/users.factory.ts';
import { createExecutive } from '../../factories/executives.factory.ts';
import { joinAsVisitor } from '../../factories/community.factory.ts';

/**
 * Decision 037: accounts never confirmed are erased 30 days (RETENTION_UNCONFIRMED_ACCOUNT_DAYS)
 * after sign-up, through every module's erasure; staff accounts, confirmed accounts and those
 * still inside the period stay. Sign-up dates are moved into the past in SQL.
 */
let t: TestApp;
const em = () => t.orm.em.fork();
const run = () => runJobHandler(retentionUnconfirmedAccountsHandler, t);

async function signedUpDaysAgo(user: TestUser, days: number): Promise<void> {
  await em().execute(`UPDATE users SET created_at = now() - make_interval(days => ?::int) WHERE id = ?`, [days, user.id]);
}

async function unconfirmed(role: FactoryRole, daysAgo: number): Promise<TestUser> {
  const user = await createUser(t.app, role, { confirmed: false });
  await signedUpDaysAgo(user, daysAgo);
  return user;
}

async function accountExists(user: TestUser): Promise<boolean> {
  const rows = await em().execute('SELECT 1 FROM users WHERE id = ?', [user.id]);
  return rows.length > 0;
}

/** Rows anywhere that still name the person, by table. */
async function rowsOf(user: TestUser): Promise<Record<string, number>> {
  const [row] = await em().execute<Record<string, number>[]>(
    `SELECT (SELECT count(*)::int FROM saved_searches WHERE user_id = ?) AS saved_searches,
            (SELECT count(*)::int FROM shortlists WHERE user_id = ?) AS shortlists,
            (SELECT count(*)::int FROM community_members WHERE lower(email::text) = lower(?)) AS community_members,
            (SELECT count(*)::int FROM security_events WHERE user_id = ?) AS security_events,
            (SELECT count(*)::int FROM executive_profiles WHERE id = ?) AS executive_profiles,
            (SELECT count(*)::int FROM user_tokens WHERE user_id = ?) AS user_tokens`,
    [user.id, user.id, user.email, user.id, user.id, user.id],
  );
  return row!;
}

let staleClient: TestUser;
let staleExecutive: TestUser;
let recentClient: TestUser;
let confirmedClient: TestUser;
let staff: TestUser[];

beforeAll(async () => {
  t = await createTestApp();
  const listed = await createExecutive(t.app);

  // A client who never confirmed, 31 days ago, yet left rows in other modules.
  staleClient = await unconfirmed('client', 31);
  await saveSearch(em(), staleClient.id, { name: 'Nordics', filters: { region: 'europe' }, frequency: 'daily' });
  await createShortlist(em(), staleClient.id, { name: 'Picks', executiveId: listed.id });
  await joinAsVisitor(t.app, { email: staleClient.email });
  await em().execute(`INSERT INTO security_events (user_id, route, method, reason) VALUES (?, '/api/admin/clients', 'GET', 'forbidden')`, [staleClient.id]);
  await em().execute(`INSERT INTO user_tokens (id, user_id, purpose, token_hash, expires_at) VALUES (gen_random_uuid(), ?, 'email_confirmation', ?, now())`, [staleClient.id, `hash-${staleClient.id}`]);
  // An executive who never confirmed but saved a profile.
  staleExecutive = await createExecutive(t.app, { state: 'pending', user: { confirmed: false } });
  await signedUpDaysAgo(staleExecutive, 45);

  recentClient = await unconfirmed('client', 29);
  confirmedClient = await createUser(t.app, 'client');
  await signedUpDaysAgo(confirmedClient, 400);
  // Staff never go, confirmed or not: a super admin, a consultant, the CLI's first account.
  staff = [await unconfirmed('super-admin', 400), await unconfirmed('consultant', 400), await unconfirmed('staff', 400)];
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('the unconfirmed-accounts retention job', () => {
  it("erases the self-signed-up accounts unconfirmed past the period, with their rows in every module, and logs how many", async () => {
    expect(await rowsOf(staleClient)).toEqual({ saved_searches: 1, shortlists: 1, community_members: 1, security_events: 1, executive_profiles: 0, user_tokens: 1 });
    expect((await rowsOf(staleExecutive)).executive_profiles).toBe(1);

    const logged = await run();

    expect(logged).toEqual([expect.objectContaining({ msg: 'unconfirmed accounts erased', deleted: 2 })]);
    for (const gone of [staleClient, staleExecutive]) {
      expect(await accountExists(gone)).toBe(false);
      expect(Object.values(await rowsOf(gone)).every((n) => n === 0), gone.role).toBe(true);
    }
  });

  it('keeps an account a day inside the period, a confirmed one however old, and every staff account', async () => {
    for (const kept of [recentClient, confirmedClient, ...staff]) expect(await accountExists(kept), kept.role).toBe(true);
  });

  it('deletes nothing more on a second run', async () => {
    expect(await run()).toEqual([expect.objectContaining({ msg: 'unconfirmed accounts erased', deleted: 0 })]);
  });

  it("lets the erasure's own check, inside its transaction, stop it (how an address confirmed meanwhile keeps its account)", async () => {
    const latecomer = await unconfirmed('client', 31);
    const erased = await erasePersonData(em(), personalData, { userId: latecomer.id, email: latecomer.email }, { onlyIf: async () => false });
    expect(erased).toBe(false);
    expect(await accountExists(latecomer)).toBe(true);
  });
});
