import type { EntityManager } from '../../../../platform/db/orm.ts';
import { loadReferenceData } from '../../../reference/index.ts';
import type { AdminExecutivePreview } from '../../contracts/profile-dto.contract.ts';
import { loadProfile } from '../../domain/load-profile.ts';
import { presentProfile } from '../../domain/profile-presenter.ts';
import { statusOf } from '../../domain/profile-status.ts';
import { ExecutiveNotFoundError } from '../../domain/profiles.errors.ts';

/** The super admin's full preview of any profile, whatever its status, contact details included. */
export async function getExecutivePreview(em: EntityManager, executiveId: string): Promise<AdminExecutivePreview> {
  const profile = await loadProfile(em, executiveId);
  if (!profile) throw new ExecutiveNotFoundError();
  const reference = await loadReferenceData(em);
  return {
    ...presentProfile(reference, profile),
    id: profile.id,
    status: statusOf(profile),
    firstName: profile.firstName,
    lastName: profile.lastName,
    name: `${profile.firstName} ${profile.lastName}`,
    bio: profile.bio ?? '',
    email: profile.email,
    phone: profile.phone,
    linkedinUrl: profile.linkedinUrl,
    cvUrl: profile.cvUrl,
    profileComplete: profile.profileComplete,
    approved: profile.approved,
    decisionReason: profile.decisionReason,
    submittedAt: profile.submittedAt?.toISOString() ?? null,
    approvedAt: profile.approvedAt?.toISOString() ?? null,
    updatedAt: profile.updatedAt.toISOString(),
  };
}
