import type { App } from '../../src/app.ts';
import { inviteExecutive, issueInvitationLink } from '../../src/modules/invitations/index.ts';
import { inviteExecutiveSchema, type InviteExecutiveInput } from '../../src/modules/invitations/contracts/invitation-form.contract.ts';
import { uniqueEmail } from './users.factory.ts';

export type TestInvitation = { id: string; email: string; expiresAt: Date; token: string };

/**
 * An invitation from `consultant`, with a link token minted as the e-mail job would mint it
 * (without a worker). Overrides are form fields; the e-mail is unique unless given. `expired`
 * moves its expiry into the past after the link was issued (a link that was sent, then lapsed).
 */
export async function createInvitation(
  app: App,
  consultant: { id: string },
  overrides: Partial<InviteExecutiveInput> = {},
  options: { expired?: boolean } = {},
): Promise<TestInvitation> {
  const form = inviteExecutiveSchema.parse({ firstName: 'Ines', lastName: 'Invitee', email: uniqueEmail('invitee'), ...overrides });
  const created = await inviteExecutive(app.deps.orm.em.fork(), { userId: consultant.id, role: 'consultant', ip: null }, form);
  const token = await mintInvitationToken(app, created.id);
  if (!options.expired) return { ...created, token };
  const expiresAt = new Date(Date.now() - 60 * 60 * 1000);
  await app.deps.orm.em.fork().execute('UPDATE executive_invitations SET expires_at = ? WHERE id = ?', [expiresAt, created.id]);
  return { ...created, expiresAt, token };
}

/** A fresh link token for the invitation's current delivery (what its e-mail job does). */
export async function mintInvitationToken(app: App, invitationId: string): Promise<string> {
  const em = app.deps.orm.em.fork();
  const [row] = await em.execute<{ delivery_event_id: string }[]>(
    'SELECT delivery_event_id FROM executive_invitations WHERE id = ?',
    [invitationId],
  );
  const link = await issueInvitationLink(em, invitationId, row!.delivery_event_id);
  if (!link) throw new Error(`invitation ${invitationId} cannot be sent (claimed or expired)`);
  return link.token;
}
