import type { EntityManager } from '../../../platform/db/orm.ts';
import { ValidationError } from '../../../platform/errors.ts';
import { findUnknownReferenceIds, loadReferenceData, type ReferenceKind } from '../../reference/index.ts';
import type { InviteExecutive } from '../contracts/invitation-form.contract.ts';
import { invitationFieldMessages as m } from '../contracts/invitation-messages.contract.ts';

const OPTION_FIELDS = {
  role: 'roles',
  region: 'regions',
  country: 'countries',
  city: 'cities',
  priceRanges: 'priceBands',
} as const satisfies Partial<Record<keyof InviteExecutive, ReferenceKind>>;

/**
 * Refuses ids that are not options of their list, and a location whose parts do not belong
 * together (a country outside the region, a city outside the country): what the form's cascade
 * guarantees, checked again because the API is public to every consultant's tools. Everything is
 * optional, so an empty location is fine.
 */
export async function checkInvitationOptions(em: EntityManager, form: InviteExecutive): Promise<void> {
  const errors: Record<string, string[]> = {};
  for (const [field, kind] of Object.entries(OPTION_FIELDS) as [keyof typeof OPTION_FIELDS, ReferenceKind][]) {
    const value = form[field];
    const ids = Array.isArray(value) ? value : value ? [value] : [];
    if ((await findUnknownReferenceIds(em, kind, ids)).length > 0) errors[field] = [m.optionUnavailable];
  }
  if (Object.keys(errors).length === 0 && (form.country || form.city.length > 0)) {
    const reference = await loadReferenceData(em);
    const region = reference.regions.find((r) => r.id === form.region?.toLowerCase());
    const country = region?.countries.find((c) => c.id === form.country?.toLowerCase());
    if (form.country && !country) errors.country = [m.optionUnavailable];
    const cities = new Set(country?.cities.map((c) => c.id));
    if (form.city.some((id) => !cities.has(id.toLowerCase()))) errors.city = [m.optionUnavailable];
  }
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new ValidationError(first, errors);
}
