import type { EntityManager } from '../../../../platform/db/orm.ts';
import { loadReferenceData } from '../../../reference/index.ts';
import type { ExperienceLevel, ProfileAvailability } from '../../contracts/profile-form.contract.ts';
import { ExecutiveProfile } from '../../domain/executive-profile.entity.ts';
import { replaceProfileLinks } from '../../domain/profile-links.ts';

/** What a consultant's invitation knows about the executive (every field but the names optional). */
export type InvitedProfile = {
  firstName: string;
  lastName: string;
  email: string;
  roleId: string | null;
  bio: string | null;
  yearsExperience: ExperienceLevel | null;
  availability: ProfileAvailability | null;
  phone: string | null;
  linkedinUrl: string | null;
  regionId: string | null;
  countryId: string | null;
  cityIds: string[];
  priceBandIds: string[];
};

/**
 * The profile of an executive who completed an invitation, pre-filled with what the consultant
 * entered. It stays incomplete (not submitted, not in the directory) until the executive saves the
 * whole form themselves. Runs on the caller's EntityManager, inside the claim's transaction.
 */
export async function createInvitedProfile(em: EntityManager, executiveId: string, invited: InvitedProfile): Promise<void> {
  const reference = await loadReferenceData(em);
  const storedYears = reference.yearsOfExperience.find((level) => level.slug === invited.yearsExperience)?.storedYears ?? null;
  em.create(ExecutiveProfile, {
    id: executiveId,
    firstName: invited.firstName,
    lastName: invited.lastName,
    roleId: invited.roleId,
    regionId: invited.regionId,
    countryId: invited.countryId,
    yearsExperience: storedYears,
    availability: invited.availability,
    email: invited.email,
    phone: invited.phone,
    linkedinUrl: invited.linkedinUrl,
    cvUrl: null,
    bio: invited.bio,
    profileComplete: false,
    approved: false,
  });
  await em.flush();
  await replaceProfileLinks(em, executiveId, {
    cityIds: invited.cityIds,
    priceBandIds: invited.priceBandIds,
    industryIds: [],
    technologyIds: [],
    companySizeIds: [],
    vcStageIds: [],
    languageIds: [],
    marketIds: [],
    revenueJourneyIds: [],
  });
}
