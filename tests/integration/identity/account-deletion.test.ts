import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../setup/test-harness.ts';
import { waitFor } from '../../setup/wait-for.ts';
import { accountDeletionMessages } from '../../../src/modules/identity/contracts/account-deletion.contract.ts';
import { authMessages } from '../../../src/modules/identity/contracts/auth-messages.contract.ts';
import { createShortlist, shareShortlist } from '../../../src/modules/shortlists/index.ts';
import { createSignedInUser, stepUp, csrfHeaders, FACTORY_PASSWORD, type SignedInUser } from '../../factories/users.factory.ts';
import { createExecutive } from '../../factories/executives.factory.ts';

/**
 * Issue 30 item 2, decision 039: deleting one's account, and a super admin's erasure on a request
 * received by e-mail. At once: sessions end, sign-in is refused, the person is out of every read;
 * then the worker's job mails the confirmation and erases the rest, the user row last.
 */
let h: Harness;

const deleteOwn = (user: SignedInUser, payload: Record<string, unknown>) =>
  h.app.inject({ method: 'POST', url: '/api/account/deletion', headers: user.headers, payload });
const signIn = (email: string) => h.app.inject({ method: 'POST', url: '/api/auth/sign-in', headers: csrfHeaders, payload: { email, password: FACTORY_PASSWORD } });
const userRow = async (id: string) => (await h.orm.em.fork().execute<{ id: string }[]>('SELECT id FROM users WHERE id = ?', [id]))[0];

beforeAll(async () => {
  h = await startHarness({ worker: true, smtp: true, env: { AUTH_RATE_LIMIT_MAX: '1000' } });
});
afterAll(async () => {
  await h?.close();
});

describe('deleting my account', () => {
  it('asks for the password again and the typed word, and keeps the account when either is wrong', async () => {
    const client = await createSignedInUser(h.app, 'client');
    const wrongPassword = await deleteOwn(client, { password: 'not-the-password', confirmation: 'DELETE' });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.headers['content-type']).toContain('application/problem+json');
    expect(wrongPassword.json()).toMatchObject({ code: 'wrong_password', detail: accountDeletionMessages.wrongPassword });
    const wrongWord = await deleteOwn(client, { password: FACTORY_PASSWORD, confirmation: 'delete please' });
    expect(wrongWord.statusCode).toBe(400);
    expect(JSON.stringify(wrongWord.json())).toContain(accountDeletionMessages.confirmationMismatch);
    expect(await userRow(client.id)).toBeDefined();
    expect((await h.app.inject({ method: 'GET', url: '/api/session', headers: client.headers })).json().user).toMatchObject({ id: client.id });
    // Signed out, nobody can ask.
    expect((await h.app.inject({ method: 'POST', url: '/api/account/deletion', headers: csrfHeaders, payload: { password: 'x', confirmation: 'DELETE' } })).statusCode).toBe(401);
  });

  it("ends every session and refuses sign-in at once, takes a client's lists out of colleagues' reads, then mails the confirmation and erases the account", async () => {
    const domain = `acme-deletion-${Date.now()}.example`;
    const client = await createSignedInUser(h.app, 'client', { firstName: 'Dora', email: `dora@${domain}` });
    const colleague = await createSignedInUser(h.app, 'client', { email: `colleague@${domain}` });
    const list = await createShortlist(h.orm.em.fork(), client.id, { name: 'Dora’s picks' });
    await shareShortlist(h.orm.em.fork(), client.id, list.id, colleague.email);
    const sharedBefore = await h.app.inject({ method: 'GET', url: '/api/shortlists/shared', headers: colleague.headers });
    expect(JSON.stringify(sharedBefore.json())).toContain('Dora’s picks');

    const response = await deleteOwn(client, { password: FACTORY_PASSWORD, confirmation: ' DELETE ' });
    expect(response.statusCode).toBe(202);
    expect(response.cookies.find((cookie) => cookie.name === 'tl_access')?.value).toBe('');

    // At once, before any job: the session no longer works, sign-in answers as for a wrong password.
    expect((await h.app.inject({ method: 'GET', url: '/api/session', headers: client.headers })).json().user).toBeNull();
    const refused = await signIn(client.email);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().detail).toBe(authMessages.signInFailed);
    const sharedAfter = await h.app.inject({ method: 'GET', url: '/api/shortlists/shared', headers: colleague.headers });
    expect(JSON.stringify(sharedAfter.json())).not.toContain('Dora’s picks');

    const confirmation = await h.mailbox.waitForMessage(client.email, (message) => message.subject === 'Your TalentLeaders account has been deleted');
    expect(confirmation.text).toContain('Hello Dora');
    expect(confirmation.text).toContain('deleted, as you asked');
    await waitFor(async () => (await userRow(client.id)) === undefined, 20_000);
    await h.settle();
    // Exactly one confirmation, however many times the job ran.
    expect(h.mailbox.to(client.email)).toHaveLength(1);
    expect(await userRow(colleague.id)).toBeDefined();
  });

  it("takes an executive out of the directory at once", async () => {
    const executive = await createExecutive(h.app, { user: { firstName: 'Erin', lastName: `Deletable${Date.now()}` } });
    const directoryHas = async () => JSON.stringify((await h.app.inject({ method: 'GET', url: '/api/directory' })).json()).includes(executive.id);
    expect(await directoryHas()).toBe(true);
    expect((await deleteOwn(executive, { password: FACTORY_PASSWORD, confirmation: 'DELETE' })).statusCode).toBe(202);
    expect(await directoryHas()).toBe(false);
    await waitFor(async () => (await userRow(executive.id)) === undefined, 20_000);
  });

  it('never erases the last super admin', async () => {
    const admins = await h.orm.em.fork().execute<{ n: number }[]>('SELECT count(*)::int AS n FROM admin_users');
    expect(admins[0]!.n).toBe(0);
    const admin = await stepUp(h.app, await createSignedInUser(h.app, 'super-admin'));
    const refused = await deleteOwn(admin, { password: FACTORY_PASSWORD, confirmation: 'DELETE' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'last_super_admin', detail: accountDeletionMessages.lastSuperAdmin });
    expect(await userRow(admin.id)).toBeDefined();
  });
});

describe("a super admin's erasure on a request received by e-mail", () => {
  it('erases the account, records who did it in the security events without naming the person, and never the last super admin', async () => {
    const admin = await stepUp(h.app, await createSignedInUser(h.app, 'super-admin'));
    const other = await stepUp(h.app, await createSignedInUser(h.app, 'super-admin'));
    const client = await createSignedInUser(h.app, 'client', { firstName: 'Petra' });
    const erase = (actor: SignedInUser, userId: string, confirmation = 'DELETE') =>
      h.app.inject({ method: 'POST', url: `/api/admin/users/${userId}/erasure`, headers: actor.headers, payload: { confirmation } });

    expect((await erase(client, admin.id)).statusCode).toBe(403);
    expect((await erase(admin, client.id, 'yes')).statusCode).toBe(400);
    expect((await erase(admin, '0b7c3a52-5d1e-4a3f-9d07-9b1b5c0f4e21')).statusCode).toBe(404);
    expect((await erase(admin, client.id)).statusCode).toBe(202);
    const message = await h.mailbox.waitForMessage(client.email, (m) => m.subject === 'Your TalentLeaders account has been deleted');
    expect(message.text).toContain('As you asked us by e-mail');
    await waitFor(async () => (await userRow(client.id)) === undefined, 20_000);
    const [event] = await h.orm.em.fork().execute<{ user_id: string; details: unknown }[]>(
      `SELECT user_id, details FROM security_events WHERE kind = 'account_erasure'`,
    );
    expect(event?.user_id).toBe(admin.id);
    expect(JSON.stringify(event?.details)).not.toContain(client.id);

    // One super admin may erase another (here every other one), but then not the last one.
    const others = await h.orm.em.fork().execute<{ id: string }[]>('SELECT id FROM admin_users WHERE id <> ?', [admin.id]);
    expect(others.map((row) => row.id)).toContain(other.id);
    for (const { id } of others) expect((await erase(admin, id)).statusCode).toBe(202);
    const last = await erase(admin, admin.id);
    expect(last.statusCode).toBe(409);
    expect(last.json().code).toBe('last_super_admin');
  });
});
