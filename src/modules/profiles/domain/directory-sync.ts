import type { EntityManager } from '../../../platform/db/orm.ts';
import { removeDirectoryEntry, upsertDirectoryEntry } from '../../directory/index.ts';
import { isAvailabilityStale } from './availability-freshness.ts';
import { loadProfile } from './load-profile.ts';

/**
 * Brings the directory read model in line with the stored profile, on the caller's transaction
 * (flush first): an approved profile gets its row written, anything else gets it removed. The spec
 * promises approved changes are visible at once, so this never waits for a worker.
 */
export async function syncDirectoryEntry(em: EntityManager, executiveId: string, now = new Date()): Promise<void> {
  const profile = await loadProfile(em, executiveId);
  if (!profile?.approved || !profile.approvedAt) {
    await removeDirectoryEntry(em, executiveId);
    return;
  }
  const { links } = profile;
  const confirmedAt = profile.availabilityConfirmedAt ?? profile.approvedAt;
  await upsertDirectoryEntry(em, {
    executiveId: profile.id,
    firstName: profile.firstName,
    lastName: profile.lastName,
    roleId: profile.roleId,
    regionId: profile.regionId,
    countryId: profile.countryId,
    cityIds: links.cityIds,
    yearsExperience: profile.yearsExperience,
    availability: profile.availability,
    priceBandIds: links.priceBandIds,
    industryIds: links.industryIds,
    technologyIds: links.technologyIds,
    companySizeIds: links.companySizeIds,
    vcStageIds: links.vcStageIds,
    languageIds: links.languageIds,
    marketIds: links.marketIds,
    revenueJourneyIds: links.revenueJourneyIds,
    bio: profile.bio ?? '',
    approvedAt: profile.approvedAt,
    availabilityConfirmedAt: confirmedAt,
    stale: isAvailabilityStale(confirmedAt, now),
  });
}
