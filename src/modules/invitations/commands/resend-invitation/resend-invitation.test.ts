import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardMessages } from '../../contracts/invitation-messages.contract.ts';
import { createTestApp, type TestApp } from '../../../../../tests/setup/test-app.ts';
import { createSignedInUser, type SignedInUser } from '../../../../../tests/factories/users.factory.ts';
import { createInvitation } from '../../../../../tests/factories/invitations.factory.ts';

/** POST /api/invitations/:id/resend: who may, which invitations, and what changes. */
describe('resend an invitation', () => {
  let t: TestApp;
  let consultant: SignedInUser;
  let otherConsultant: SignedInUser;
  let admin: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp({ INVITATION_RATE_LIMIT_MAX: '100' });
    consultant = await createSignedInUser(t.app, 'consultant');
    otherConsultant = await createSignedInUser(t.app, 'consultant');
    admin = await createSignedInUser(t.app, 'super-admin');
  });
  afterAll(async () => {
    await t.close();
  });

  const resend = (user: SignedInUser, id: string) =>
    t.app.inject({ method: 'POST', url: `/api/invitations/${id}/resend`, headers: user.headers });
  const stored = async (id: string) =>
    (
      await t.orm.em.fork().execute<{ token_hash: string | null; delivery_event_id: string; expires_at: Date }[]>(
        'SELECT token_hash, delivery_event_id, expires_at FROM executive_invitations WHERE id = ?',
        [id],
      )
    )[0]!;

  it('clears the current link at once, restarts the 7 days and records InvitationResent for the new e-mail', async () => {
    const invitation = await createInvitation(t.app, consultant);
    await t.orm.em.fork().execute(`UPDATE executive_invitations SET expires_at = now() + interval '1 day' WHERE id = ?`, [invitation.id]);
    const before = await stored(invitation.id);
    expect(before.token_hash).not.toBeNull();

    const res = await resend(consultant, invitation.id);
    expect(res.statusCode).toBe(202);
    const after = await stored(invitation.id);
    expect(after.token_hash).toBeNull();
    expect(after.delivery_event_id).not.toBe(before.delivery_event_id);
    const days = (new Date(after.expires_at).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    const [event] = await t.orm.em.fork().execute<{ type: string; payload: { invitationId: string } }[]>(
      'SELECT type, payload FROM outbox WHERE id = ?',
      [after.delivery_event_id],
    );
    expect(event).toEqual({ type: 'InvitationResent', payload: { invitationId: invitation.id } });
  });

  it("answers 404 for another consultant's invitation, exactly like an unknown id; a super admin may resend any", async () => {
    const invitation = await createInvitation(t.app, consultant);
    const foreign = await resend(otherConsultant, invitation.id);
    const unknown = await resend(otherConsultant, '00000000-0000-4000-8000-000000000000');
    for (const res of [foreign, unknown]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'invitation_not_found', detail: dashboardMessages.invitationNotFound });
    }
    expect((await resend(admin, invitation.id)).statusCode).toBe(202);
  });

  it('refuses an expired invitation with a clear 409', async () => {
    const invitation = await createInvitation(t.app, consultant, {}, { expired: true });
    const res = await resend(consultant, invitation.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'invitation_expired', detail: dashboardMessages.cannotResendExpired });
  });
});
