import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { recordEvents } from '../../../../platform/events/record-event.ts';
import { createAccount, findUserIdByEmail, hashPassword, hashSecretToken } from '../../../identity/index.ts';
import { createInvitedProfile } from '../../../profiles/index.ts';
import { InvitationClaimed } from '../../contracts/invitation-events.contract.ts';
import { ExecutiveInvitation } from '../../domain/executive-invitation.entity.ts';
import {
  InvitationAccountExistsError,
  InvitationClaimedError,
  InvitationExpiredError,
  InvitationTokenInvalidError,
} from '../../domain/invitations.errors.ts';
import { findInvitationByToken } from '../../domain/find-invitation-by-token.ts';

export type ClaimedInvitation = { executiveId: string; email: string };

/**
 * The invitee sets a password: in ONE transaction the executive account is created with the
 * invitation's address (confirmed: only its owner could follow the link), the profile is created
 * pre-filled from the invitation, and the invitation is marked claimed. The invitation row is
 * locked first, so of two claims at once exactly one creates an account; the other finds it claimed.
 */
export async function claimInvitation(em: EntityManager, token: string, password: string, now: Date = new Date()): Promise<ClaimedInvitation> {
  // Cheap refusals first: a wrong or spent link never costs an argon2 hash.
  await findInvitationByToken(em, token, now);
  const passwordHash = await hashPassword(password);
  try {
    return await em.fork().transactional(async (tx) => {
      const invitation = await tx.findOne(
        ExecutiveInvitation,
        { tokenHash: hashSecretToken(token) },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!invitation) throw new InvitationTokenInvalidError();
      if (invitation.claimedAt) throw new InvitationClaimedError();
      if (invitation.expiresAt.getTime() <= now.getTime()) throw new InvitationExpiredError();
      if (await findUserIdByEmail(tx, invitation.email)) throw new InvitationAccountExistsError();

      const executiveId = await createAccount(tx, {
        email: invitation.email,
        passwordHash,
        userType: 'executive',
        confirmed: true,
        signupMetadata: {
          user_type: 'executive',
          first_name: invitation.firstName,
          last_name: invitation.lastName,
          invitation_id: invitation.id,
          invited_by: invitation.consultantId,
        },
      });
      await createInvitedProfile(tx, executiveId, {
        firstName: invitation.firstName,
        lastName: invitation.lastName,
        email: invitation.email,
        roleId: invitation.roleId ?? null,
        bio: invitation.bio ?? null,
        yearsExperience: invitation.yearsExperience ?? null,
        availability: invitation.availability ?? null,
        phone: invitation.phone ?? null,
        linkedinUrl: invitation.linkedinUrl ?? null,
        regionId: invitation.regionId ?? null,
        countryId: invitation.countryId ?? null,
        cityIds: invitation.cityIds ?? [],
        priceBandIds: invitation.priceBandIds ?? [],
      });
      invitation.status = 'claimed';
      invitation.claimedAt = now;
      invitation.executiveId = executiveId;
      recordEvents(tx, InvitationClaimed.create({ invitationId: invitation.id, executiveId }));
      await tx.flush();
      return { executiveId, email: invitation.email };
    });
  } catch (error) {
    // A sign-up with the same address committed between our check and our insert.
    if (error instanceof UniqueConstraintViolationException) throw new InvitationAccountExistsError();
    throw error;
  }
}
