import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileMessages } from '../../contracts/profile-messages.contract.ts';
import { createTestApp, type TestApp } from '../../../../../tests/setup/test-app.ts';
import { createSignedInUser, type SignedInUser } from '../../../../../tests/factories/users.factory.ts';
import { createExecutive } from '../../../../../tests/factories/executives.factory.ts';
import { isInDirectory } from '../../../../../tests/integration/profiles/profile-fixtures.ts';

describe('delete own profile', () => {
  let t: TestApp;
  let admin: SignedInUser;
  let client: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createSignedInUser(t.app, 'super-admin');
    client = await createSignedInUser(t.app, 'client');
  });
  afterAll(async () => {
    await t.close();
  });

  it('removes the profile, its links and its directory row; the account stays', async () => {
    const executive = await createExecutive(t.app, { state: 'approved' });
    const other = await createExecutive(t.app, { state: 'approved' });
    expect(await isInDirectory(t.app, client, executive.id)).toBe(true);

    const res = await t.app.inject({ method: 'DELETE', url: '/api/profile', headers: executive.headers });
    expect(res.json()).toEqual({ message: profileMessages.deleted });
    expect(await isInDirectory(t.app, client, executive.id)).toBe(false);
    expect(await isInDirectory(t.app, client, other.id)).toBe(true);
    const [links] = await t.orm.em
      .fork()
      .execute<{ n: number }[]>('SELECT count(*)::int AS n FROM executive_industries WHERE executive_id = ?', [executive.id]);
    expect(links!.n).toBe(0);
    const own = await t.app.inject({ method: 'GET', url: '/api/profile', headers: executive.headers });
    expect(own.json().status).toBe('incomplete');
    const publicView = await t.app.inject({ method: 'GET', url: `/api/executives/${executive.id}` });
    expect(publicView.statusCode).toBe(404);
  });

  it('only executives may delete, and only their own profile', async () => {
    const executive = await createExecutive(t.app, { state: 'pending' });
    const res = await t.app.inject({ method: 'DELETE', url: '/api/profile', headers: admin.headers });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe(profileMessages.editAccessDenied);
    const stillThere = await t.app.inject({ method: 'GET', url: `/api/admin/executives/${executive.id}`, headers: admin.headers });
    expect(stillThere.statusCode).toBe(200);
  });
});
