import type { EntityManager } from '../../../../platform/db/orm.ts';
import { loadReferenceData } from '../../../reference/index.ts';
import type { OwnProfileResponse } from '../../contracts/profile-dto.contract.ts';
import { profileStatusBanners } from '../../contracts/profile-messages.contract.ts';
import { loadProfile } from '../../domain/load-profile.ts';
import { presentFormValues, presentProfile } from '../../domain/profile-presenter.ts';
import { statusOf } from '../../domain/profile-status.ts';

/** The signed-in executive's own profile: status and banner, form values, and what /profile shows. */
export async function getOwnProfile(em: EntityManager, executiveId: string): Promise<OwnProfileResponse> {
  const profile = await loadProfile(em, executiveId);
  const status = statusOf(profile);
  if (!profile) {
    return {
      id: executiveId,
      status,
      banner: profileStatusBanners[status],
      profileComplete: false,
      approved: false,
      decisionReason: null,
      approvedAt: null,
      updatedAt: null,
      form: null,
      display: null,
    };
  }
  const reference = await loadReferenceData(em);
  return {
    id: executiveId,
    status,
    banner: profileStatusBanners[status],
    profileComplete: profile.profileComplete,
    approved: profile.approved,
    decisionReason: profile.decisionReason,
    approvedAt: profile.approvedAt?.toISOString() ?? null,
    updatedAt: profile.updatedAt.toISOString(),
    form: presentFormValues(reference, profile),
    display: presentProfile(reference, profile),
  };
}
