import type { EntityManager } from '../../../platform/db/orm.ts';
import { ValidationError } from '../../../platform/errors.ts';
import { findUnknownReferenceIds, type ReferenceData } from '../../reference/index.ts';
import { locationIssues, PROFILE_OPTION_FIELDS, type ProfileForm } from '../contracts/profile-form.contract.ts';
import { profileFieldMessages } from '../contracts/profile-messages.contract.ts';

function idsOf(form: ProfileForm, field: keyof typeof PROFILE_OPTION_FIELDS): string[] {
  const value = form[field];
  if (Array.isArray(value)) return value;
  return value ? [value] : [];
}

/**
 * Refuses, with a field error each, any id that is not a UUID of an existing option of its list
 * (spec: never silently stored), a VC stage not offered on profiles, and a location whose parts do
 * not belong together. Reference data is read-only, so this runs before the save's transaction.
 */
export async function checkProfileOptions(em: EntityManager, form: ProfileForm, reference: ReferenceData): Promise<void> {
  const errors: Record<string, string[]> = {};
  for (const [field, kind] of Object.entries(PROFILE_OPTION_FIELDS) as [keyof typeof PROFILE_OPTION_FIELDS, typeof PROFILE_OPTION_FIELDS[keyof typeof PROFILE_OPTION_FIELDS]][]) {
    const unknown = await findUnknownReferenceIds(em, kind, idsOf(form, field));
    if (unknown.length > 0) errors[field] = [profileFieldMessages.optionUnavailable];
  }
  const offStages = new Set(reference.vcStages.filter((stage) => !stage.onProfile).map((stage) => stage.id));
  if (!errors.vcStages && form.vcStages.some((id) => offStages.has(id.toLowerCase()))) {
    errors.vcStages = [profileFieldMessages.optionUnavailable];
  }
  if (!errors.region && !errors.country && !errors.city) Object.assign(errors, locationIssues(form, reference));
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new ValidationError(first, errors);
}
