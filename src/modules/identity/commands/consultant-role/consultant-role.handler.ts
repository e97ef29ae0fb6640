import type { AuditActor } from '../../../../platform/audit/audit-trail.ts';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { NotFoundError } from '../../../../platform/errors.ts';
import type { ConsultantRoleResponse } from '../../contracts/roles.contract.ts';
import { RoleConflictError } from '../../domain/identity.errors.ts';
import { User } from '../../domain/user.entity.ts';
import { identityAudit } from '../../audit.ts';

/**
 * user_type is one value, so a client or executive account cannot also be a consultant: the role
 * goes to staff accounts (user_type null) and revoking it returns them to staff. See docs/architecture.md.
 * The change and its audit row (decision 042) commit together; a refused change records nothing.
 */
export async function setConsultantRole(
  em: EntityManager,
  userId: string,
  consultant: boolean,
  actor: AuditActor,
): Promise<ConsultantRoleResponse> {
  return em.fork().transactional(async (tx) => {
    const user = await tx.findOne(User, { id: userId });
    if (!user) throw new NotFoundError('No user with this id.', 'user_not_found');
    if (consultant && (user.userType === 'client' || user.userType === 'executive')) {
      const kind = user.userType === 'executive' ? 'an executive' : 'a client';
      throw new RoleConflictError(`This is ${kind} account; only staff accounts can become consultants.`);
    }
    const before = user.userType ?? 'staff';
    if (consultant) user.userType = 'consultant';
    else if (user.userType === 'consultant') user.userType = null;
    await tx.flush();
    const after = user.userType ?? 'staff';
    await identityAudit.record(tx, {
      kind: consultant ? 'consultant-role.granted' : 'consultant-role.revoked',
      actor,
      target: { type: 'account', id: user.id, role: after },
      before: { role: before },
      after: { role: after },
    });
    return { userId: user.id, userType: user.userType ?? null, isConsultant: user.userType === 'consultant' };
  });
}
