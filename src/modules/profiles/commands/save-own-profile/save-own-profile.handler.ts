import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '../../../../platform/db/orm.ts';
import { recordEvents } from '../../../../platform/events/record-event.ts';
import { loadReferenceData } from '../../../reference/index.ts';
import type { ProfileForm } from '../../contracts/profile-form.contract.ts';
import { ProfileSubmitted } from '../../contracts/profile-events.contract.ts';
import type { ProfileStatus } from '../../contracts/profile-status.contract.ts';
import { checkProfileOptions } from '../../domain/check-profile-options.ts';
import { syncDirectoryEntry } from '../../domain/directory-sync.ts';
import { ExecutiveProfile } from '../../domain/executive-profile.entity.ts';
import { replaceProfileLinks } from '../../domain/profile-links.ts';
import { statusOf } from '../../domain/profile-status.ts';

export type SaveOwnProfileResult = {
  status: ProfileStatus;
  /** This save sent the profile for review (first completion, or again after a reject or revoke). */
  submitted: boolean;
  firstSubmission: boolean;
};

const lower = (ids: readonly string[]) => [...new Set(ids.map((id) => id.toLowerCase()))];

/**
 * Saves the executive's own profile in ONE transaction: the row, every link table replaced, the
 * directory row refreshed when approved (visible at once), and ProfileSubmitted when this save
 * sends the profile for review. The row is locked first, so two saves cannot both be "first".
 */
export async function saveOwnProfile(em: EntityManager, executiveId: string, form: ProfileForm): Promise<SaveOwnProfileResult> {
  const reference = await loadReferenceData(em);
  await checkProfileOptions(em, form, reference);
  const storedYears = reference.yearsOfExperience.find((level) => level.slug === form.yearsExperience)?.storedYears ?? null;

  const save = () =>
    em.fork().transactional(async (tx): Promise<SaveOwnProfileResult> => {
      const existing = await tx.findOne(ExecutiveProfile, { id: executiveId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const before = statusOf(existing);
      const profile = existing ?? tx.create(ExecutiveProfile, { id: executiveId, firstName: form.firstName, lastName: form.lastName });
      profile.firstName = form.firstName;
      profile.lastName = form.lastName;
      profile.roleId = form.role.toLowerCase();
      profile.regionId = form.region.toLowerCase();
      profile.countryId = form.country?.toLowerCase() ?? null;
      profile.yearsExperience = storedYears;
      profile.availability = form.availability;
      profile.email = form.email;
      profile.phone = form.phone;
      profile.linkedinUrl = form.linkedinUrl;
      profile.cvUrl = form.cvUrl;
      profile.bio = form.bio;
      profile.profileComplete = true;
      const submitted = before === 'incomplete' || before === 'rejected' || before === 'revoked';
      if (submitted) {
        profile.submittedAt = new Date();
        profile.rejectedAt = null;
        profile.revokedAt = null;
        profile.decisionReason = null;
      }
      await tx.flush();

      await replaceProfileLinks(tx, executiveId, {
        cityIds: lower(form.city),
        priceBandIds: lower(form.priceRanges),
        industryIds: lower(form.industries),
        technologyIds: lower(form.technologies),
        companySizeIds: lower(form.companySizes),
        vcStageIds: lower(form.vcStages),
        languageIds: lower(form.languages),
        marketIds: lower(form.markets),
        revenueJourneyIds: lower(form.revenueJourneys),
      });
      if (profile.approved) await syncDirectoryEntry(tx, executiveId);
      if (submitted) {
        recordEvents(
          tx,
          ProfileSubmitted.create({
            executiveId,
            firstName: form.firstName,
            lastName: form.lastName,
            email: form.email,
            resubmission: before !== 'incomplete',
          }),
        );
      }
      return { status: statusOf(profile), submitted, firstSubmission: before === 'incomplete' };
    });

  try {
    return await save();
  } catch (error) {
    // Two first saves at once: the other one created the row; now it exists and the lock serialises us.
    if (error instanceof UniqueConstraintViolationException) return save();
    throw error;
  }
}
