import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReferenceData } from '../../../reference/index.ts';
import { adminMessages, profileMessages, profileStatusBanners } from '../../contracts/profile-messages.contract.ts';
import { createTestApp, type TestApp } from '../../../../../tests/setup/test-app.ts';
import { createSignedInUser, type SignedInUser } from '../../../../../tests/factories/users.factory.ts';
import { createExecutive, profileForm, referenceOf } from '../../../../../tests/factories/executives.factory.ts';
import { isInDirectory, saveProfile } from '../../../../../tests/integration/profiles/profile-fixtures.ts';

/** incomplete → pending → approved → revoked, pending → rejected, and who may move it. */
describe('review profile: the vetting state machine', () => {
  let t: TestApp;
  let reference: ReferenceData;
  let admin: SignedInUser;
  let client: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp();
    reference = await referenceOf(t.app);
    admin = await createSignedInUser(t.app, 'super-admin');
    client = await createSignedInUser(t.app, 'client');
  });
  afterAll(async () => {
    await t.close();
  });

  const decide = (user: SignedInUser, id: string, decision: string, reason?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/executives/${id}/${decision}`,
      headers: user.headers,
      ...(reason ? { payload: { reason } } : {}),
    });
  const statusOf = async (user: SignedInUser) =>
    (await t.app.inject({ method: 'GET', url: '/api/profile', headers: user.headers })).json();
  const listIds = async (list: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/admin/executives/${list}`, headers: admin.headers }))
      .json()
      .executives.map((e: { id: string }) => e.id);

  it('approve shows the profile in the directory at once; revoke hides it at once', async () => {
    const executive = await createExecutive(t.app, { state: 'pending' });
    expect(await listIds('pending')).toContain(executive.id);
    expect(await isInDirectory(t.app, client, executive.id)).toBe(false);

    const approved = await decide(admin, executive.id, 'approve');
    expect(approved.json()).toEqual({ id: executive.id, status: 'approved', message: adminMessages.approved });
    expect(await isInDirectory(t.app, client, executive.id)).toBe(true);
    expect(await statusOf(executive)).toMatchObject({ status: 'approved', banner: profileStatusBanners.approved });
    expect(await listIds('approved')).toContain(executive.id);
    expect(await listIds('pending')).not.toContain(executive.id);

    const revoked = await decide(admin, executive.id, 'revoke', 'Your LinkedIn link is broken.');
    expect(revoked.json()).toEqual({ id: executive.id, status: 'revoked', message: adminMessages.revoked });
    expect(await isInDirectory(t.app, client, executive.id)).toBe(false);
    expect(await statusOf(executive)).toMatchObject({
      status: 'revoked',
      banner: profileStatusBanners.revoked,
      decisionReason: 'Your LinkedIn link is broken.',
    });
    expect(await listIds('approved')).not.toContain(executive.id);
    expect(await listIds('pending')).not.toContain(executive.id);

    // Saving again submits it for review again.
    const resaved = await saveProfile(t.app, executive, profileForm(reference));
    expect(resaved.json()).toMatchObject({ status: 'pending', submitted: true, firstSubmission: false, message: profileMessages.submitted });
    expect(await listIds('pending')).toContain(executive.id);
  });

  it('reject applies to pending profiles only, keeps them out of the directory, and a save resubmits', async () => {
    const executive = await createExecutive(t.app, { state: 'pending' });
    const rejected = await decide(admin, executive.id, 'reject');
    expect(rejected.json()).toEqual({ id: executive.id, status: 'rejected', message: adminMessages.rejected });
    expect(await statusOf(executive)).toMatchObject({ status: 'rejected', banner: profileStatusBanners.rejected, decisionReason: null });
    expect(await listIds('pending')).not.toContain(executive.id);
    expect(await isInDirectory(t.app, client, executive.id)).toBe(false);

    const again = await decide(admin, executive.id, 'reject');
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(adminMessages.onlyPendingRejectable);
    expect((await saveProfile(t.app, executive, profileForm(reference))).json().status).toBe('pending');
  });

  it('refuses moves the state machine does not allow', async () => {
    const incomplete = await createSignedInUser(t.app, 'executive');
    expect((await decide(admin, incomplete.id, 'approve')).statusCode).toBe(404);

    const pending = await createExecutive(t.app, { state: 'pending' });
    const revokePending = await decide(admin, pending.id, 'revoke');
    expect(revokePending.statusCode).toBe(409);
    expect(revokePending.json().detail).toBe(adminMessages.onlyApprovedRevocable);

    const approved = await createExecutive(t.app, { state: 'approved' });
    const approveTwice = await decide(admin, approved.id, 'approve');
    expect(approveTwice.statusCode).toBe(409);
    expect(approveTwice.json().detail).toBe(adminMessages.notAwaitingApproval);
    const rejectApproved = await decide(admin, approved.id, 'reject');
    expect(rejectApproved.json().detail).toBe(adminMessages.onlyPendingRejectable);

    const unknown = await decide(admin, '00000000-0000-4000-8000-000000000000', 'approve');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe('Executive not found');
    expect((await decide(admin, 'not-a-uuid', 'approve')).statusCode).toBe(400);
  });

  it('only a super admin may decide; the refusal is logged as a security event', async () => {
    const executive = await createExecutive(t.app, { state: 'pending' });
    for (const role of ['client', 'executive', 'consultant'] as const) {
      const caller = role === 'executive' ? executive : await createSignedInUser(t.app, role);
      const res = await decide(caller, executive.id, 'approve');
      expect(res.statusCode, role).toBe(403);
      expect(res.json().detail).toBe(adminMessages.unauthorizedAction);
    }
    const [logged] = await t.orm.em
      .fork()
      .execute<{ n: number }[]>(`SELECT count(*)::int AS n FROM security_events WHERE user_id = ? AND route LIKE '/api/admin/executives/%'`, [executive.id]);
    expect(logged!.n).toBe(1);
    expect((await statusOf(executive)).status).toBe('pending');
  });

  it('the admin preview shows everything, contact details included, for any status', async () => {
    const executive = await createExecutive(t.app, { state: 'pending' });
    const preview = await t.app.inject({ method: 'GET', url: `/api/admin/executives/${executive.id}`, headers: admin.headers });
    expect(preview.json()).toMatchObject({
      id: executive.id,
      status: 'pending',
      name: 'Greta Gruber',
      email: 'greta.gruber@acme-test.example',
      phone: '+49 30 1234567',
      title: reference.roles[0]!.label,
    });
    const pending = (await t.app.inject({ method: 'GET', url: '/api/admin/executives/pending', headers: admin.headers })).json();
    expect(pending.executives.find((e: { id: string }) => e.id === executive.id)).toMatchObject({
      firstName: 'Greta',
      lastName: 'Gruber',
      title: reference.roles[0]!.label,
      email: 'greta.gruber@acme-test.example',
      profileComplete: true,
      approved: false,
    });
  });
});
