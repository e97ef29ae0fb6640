import { randomUUID } from 'node:crypto';
import type { AuditActor } from '../../../../platform/audit/audit-trail.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { recordEvents } from '../../../../platform/events/record-event.ts';
import { findUserIdByEmail } from '../../../identity/index.ts';
import type { InviteExecutive } from '../../contracts/invitation-form.contract.ts';
import { InvitationCreated } from '../../contracts/invitation-events.contract.ts';
import { checkInvitationOptions } from '../../domain/check-invitation-options.ts';
import { ExecutiveInvitation } from '../../domain/executive-invitation.entity.ts';
import { invitationExpiryFrom } from '../../domain/invitation-expiry.ts';
import { InvitationAlreadyOpenError, InviteeHasAccountError } from '../../domain/invitations.errors.ts';
import { invitationsAudit } from '../../audit.ts';
import { lockInviteeAddress } from '../../domain/lock-invitee-address.ts';
import { hasOpenInvitation } from '../../domain/open-invitations.ts';

export type CreatedInvitation = { id: string; email: string; expiresAt: Date };

/**
 * A consultant invites an executive: the invitation and InvitationCreated commit together; the
 * worker mints the link and sends the e-mail. An address with an account, or with an invitation
 * still open, is refused and nothing is sent. The inviter is the audit row's actor (decision 042).
 */
export async function inviteExecutive(
  em: EntityManager,
  inviter: AuditActor & { userId: string },
  form: InviteExecutive,
  now: Date = new Date(),
): Promise<CreatedInvitation> {
  await checkInvitationOptions(em, form);
  return em.fork().transactional(async (tx) => {
    await lockInviteeAddress(tx, form.email);
    if (await findUserIdByEmail(tx, form.email)) throw new InviteeHasAccountError();
    if (await hasOpenInvitation(tx, form.email, now)) throw new InvitationAlreadyOpenError();

    const id = randomUUID();
    const event = InvitationCreated.create({ invitationId: id });
    const invitation = tx.create(ExecutiveInvitation, {
      id,
      consultantId: inviter.userId,
      executiveId: null,
      email: form.email.toLowerCase(),
      firstName: form.firstName,
      lastName: form.lastName,
      status: 'pending',
      roleId: form.role?.toLowerCase() ?? null,
      bio: form.bio,
      yearsExperience: form.yearsExperience,
      availability: form.availability,
      phone: form.phone,
      linkedinUrl: form.linkedinUrl,
      regionId: form.region?.toLowerCase() ?? null,
      countryId: form.country?.toLowerCase() ?? null,
      cityIds: [...new Set(form.city.map((cityId) => cityId.toLowerCase()))],
      priceBandIds: [...new Set(form.priceRanges.map((bandId) => bandId.toLowerCase()))],
      tokenHash: null,
      deliveryEventId: event.id,
      expiresAt: invitationExpiryFrom(now),
      claimedAt: null,
    });
    recordEvents(tx, event);
    await invitationsAudit.record(tx, { kind: 'invitation.sent', actor: inviter, target: { type: 'invitation', id, role: 'executive' } });
    await tx.flush();
    return { id, email: invitation.email, expiresAt: invitation.expiresAt };
  });
}
