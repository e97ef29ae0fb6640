import type { AuditActor } from '../../../../platform/audit/audit-trail.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { recordEvents } from '../../../../platform/events/record-event.ts';
import { InvitationResent } from '../../contracts/invitation-events.contract.ts';
import { invitationDisplayStatus } from '../../contracts/invitation-status.contract.ts';
import { invitationExpiryFrom } from '../../domain/invitation-expiry.ts';
import { InvitationNotResendableError } from '../../domain/invitations.errors.ts';
import { invitationsAudit } from '../../audit.ts';
import { loadManagedInvitation, type InvitationManager } from '../../domain/load-managed-invitation.ts';
import type { CreatedInvitation } from '../invite-executive/invite-executive.handler.ts';

/**
 * Sends an open invitation again: the current link stops working at once (its hash is cleared;
 * the job mints a new one), the expiry restarts at 7 days (decision 015) and a new delivery is
 * queued. A claimed or expired invitation answers 409.
 */
export async function resendInvitation(
  em: EntityManager,
  manager: InvitationManager,
  invitationId: string,
  actor: AuditActor,
  now: Date = new Date(),
): Promise<CreatedInvitation> {
  return em.fork().transactional(async (tx) => {
    const invitation = await loadManagedInvitation(tx, manager, invitationId);
    const status = invitationDisplayStatus(invitation, now);
    if (status === 'Claimed') throw new InvitationNotResendableError('claimed');
    if (status === 'Expired') throw new InvitationNotResendableError('expired');

    const event = InvitationResent.create({ invitationId });
    invitation.tokenHash = null;
    invitation.deliveryEventId = event.id;
    invitation.expiresAt = invitationExpiryFrom(now);
    recordEvents(tx, event);
    await invitationsAudit.record(tx, {
      kind: 'invitation.resent',
      actor,
      target: { type: 'invitation', id: invitation.id, role: 'executive' },
      before: { status },
      after: { status: 'Pending' },
    });
    await tx.flush();
    return { id: invitation.id, email: invitation.email, expiresAt: invitation.expiresAt };
  });
}
