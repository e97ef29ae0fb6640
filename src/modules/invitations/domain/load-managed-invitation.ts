import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '../../../platform/db/orm.ts';
import { ExecutiveInvitation } from './executive-invitation.entity.ts';
import { InvitationNotFoundError } from './invitations.errors.ts';

export type InvitationManager = { id: string; isSuperAdmin: boolean };

/**
 * An invitation its caller may act on, locked for the rest of the transaction: a consultant's own,
 * or any for a super admin. Another consultant's id answers 404 exactly like an unknown one.
 */
export async function loadManagedInvitation(em: EntityManager, manager: InvitationManager, invitationId: string) {
  const invitation = await em.findOne(ExecutiveInvitation, { id: invitationId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!invitation || (!manager.isSuperAdmin && invitation.consultantId !== manager.id)) throw new InvitationNotFoundError();
  return invitation;
}
