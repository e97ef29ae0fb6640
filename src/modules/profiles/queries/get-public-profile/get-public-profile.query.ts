import type { EntityManager } from '../../../../platform/db/orm.ts';
import type { CurrentUser } from '../../../../platform/auth/access.ts';
import { loadReferenceData } from '../../../reference/index.ts';
import type { PublicExecutiveProfile } from '../../contracts/profile-dto.contract.ts';
import { loadProfile } from '../../domain/load-profile.ts';
import { presentProfile } from '../../domain/profile-presenter.ts';
import { ExecutiveNotFoundError } from '../../domain/profiles.errors.ts';

/** Spec part 2 section 6: who sees what of a profile. */
export function viewerRights(viewer: CurrentUser | null, executiveId: string) {
  const isOwn = viewer?.userType === 'executive' && viewer.id === executiveId;
  const isClient = viewer?.userType === 'client';
  return { isOwn, fullAccess: isOwn || isClient, canViewContact: isOwn || isClient || viewer?.isSuperAdmin === true };
}

/**
 * The public profile: approved profiles only (or the executive's own, whatever its status). The
 * full last name and the bio only for a signed-in client or the executive themself; contact
 * fields never (they have their own endpoint).
 */
export async function getPublicProfile(
  em: EntityManager,
  executiveId: string,
  viewer: CurrentUser | null,
): Promise<PublicExecutiveProfile> {
  const rights = viewerRights(viewer, executiveId);
  const profile = await loadProfile(em, executiveId);
  if (!profile || !(profile.approved || rights.isOwn)) throw new ExecutiveNotFoundError();
  const reference = await loadReferenceData(em);
  const lastName = rights.fullAccess ? profile.lastName : `${profile.lastName.trim().charAt(0).toUpperCase()}.`;
  return {
    ...presentProfile(reference, profile),
    id: profile.id,
    access: rights.fullAccess ? 'full' : 'limited',
    isOwn: rights.isOwn,
    firstName: profile.firstName,
    lastName,
    name: `${profile.firstName} ${lastName}`,
    bio: rights.fullAccess ? (profile.bio ?? '') : null,
    canViewContact: rights.canViewContact,
  };
}
