import type { EntityManager } from '../../../../platform/db/orm.ts';
import type { CurrentUser } from '../../../../platform/auth/access.ts';
import { ValidationError } from '../../../../platform/errors.ts';
import { loadReferenceData } from '../../../reference/index.ts';
import type { CompareResponse, ComparedExecutive } from '../../contracts/compare.contract.ts';
import { MAX_COMPARED_EXECUTIVES, compareMessages } from '../../contracts/compare-messages.contract.ts';
import { sharedValuesOf } from '../../contracts/compare-shared-values.contract.ts';
import { loadProfiles } from '../../domain/load-profile.ts';
import { presentProfile } from '../../domain/profile-presenter.ts';
import type { ProfileRecord } from '../../domain/profile-record.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The ids of `?ids=a,b,c`: trimmed, lower-cased, blanks and repeats dropped, in the given order. */
export function parseCompareIds(ids: string | undefined): string[] {
  const seen = new Set<string>();
  for (const part of (ids ?? '').split(',')) {
    const id = part.trim().toLowerCase();
    if (id !== '') seen.add(id);
  }
  return [...seen];
}

function initialsOf(profile: ProfileRecord): string {
  return [profile.firstName, profile.lastName].map((name) => `${name.trim().charAt(0).toUpperCase()}.`).join('');
}

/**
 * The directory card's rule (decision 021): a signed-in client, or the executive on their own
 * profile, sees the name; everyone else only initials. The compared attributes are all ones the
 * directory card and the public profile show every visitor, so they are the same for everyone.
 */
function seesName(viewer: CurrentUser | null, executiveId: string): boolean {
  return viewer?.userType === 'client' || (viewer?.userType === 'executive' && viewer.id === executiveId);
}

/**
 * GET /api/compare: up to three approved leaders side by side, with the values they share. Ids
 * that are malformed, unknown or not approved (an own pending profile included: a comparison is of
 * listed leaders) are left out and named in `droppedIds`; more than three is a 400.
 */
export async function compareExecutives(em: EntityManager, rawIds: string | undefined, viewer: CurrentUser | null): Promise<CompareResponse> {
  const ids = parseCompareIds(rawIds);
  if (ids.length > MAX_COMPARED_EXECUTIVES) {
    throw new ValidationError(compareMessages.tooManyIds, { ids: [compareMessages.tooManyIds] }, 'too_many_compared');
  }
  const wellFormed = ids.filter((id) => UUID.test(id));
  const profiles =
    wellFormed.length === 0 ? [] : await loadProfiles(em, 'id = ANY(?::uuid[]) AND approved', [`{${wellFormed.join(',')}}`]);
  const byId = new Map(profiles.map((profile) => [profile.id, profile]));
  const reference = profiles.length === 0 ? null : await loadReferenceData(em);

  const executives: ComparedExecutive[] = [];
  for (const id of ids) {
    const profile = byId.get(id);
    if (!profile || !reference) continue;
    const display = presentProfile(reference, profile);
    const full = seesName(viewer, id);
    const initials = initialsOf(profile);
    executives.push({
      id,
      access: full ? 'full' : 'preview',
      name: full ? `${profile.firstName} ${profile.lastName}` : initials,
      initials: initials.replace(/\./g, ''),
      title: display.title,
      displayLocation: display.displayLocation,
      yearsExperience: display.yearsExperience,
      availabilityLabel: display.availabilityLabel,
      priceRange: display.priceRange,
      currencySymbol: display.currencySymbol,
      industries: display.industries,
      technologies: display.technologies,
      companySizes: display.companySizes,
      vcStages: display.vcStages,
      languages: display.languages,
      markets: display.markets,
      revenueJourneys: display.revenueJourneys,
    });
  }
  const droppedIds = ids.filter((id) => !byId.has(id));
  return {
    executives,
    droppedIds,
    notice: droppedIds.length > 0 ? compareMessages.someUnavailable : null,
    shared: sharedValuesOf(executives),
  };
}
