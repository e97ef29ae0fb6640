import {
  INVITATION_FORM_TABS,
  inviteExecutiveSchema,
  type InvitationFormTab,
  type InviteExecutive,
} from '@contracts/invitations/contracts/invitation-form.contract.ts';

/**
 * The 'Invite New Executive' form as plain functions (unit-tested): its empty values, the location
 * cascade of spec part 2 section 2, validation with the shared schema, and which tab holds the first
 * error (a failed submit jumps there).
 */

export type InvitationFormValues = {
  firstName: string;
  lastName: string;
  email: string;
  role: string;
  bio: string;
  yearsExperience: string;
  availability: string;
  phone: string;
  linkedinUrl: string;
  region: string;
  country: string;
  city: string[];
  priceRanges: string[];
};

export type InvitationField = keyof InvitationFormValues;
export type InvitationFieldErrors = Partial<Record<InvitationField, string>>;

export function emptyInvitationValues(): InvitationFormValues {
  return {
    firstName: '',
    lastName: '',
    email: '',
    role: '',
    bio: '',
    yearsExperience: '',
    availability: '',
    phone: '',
    linkedinUrl: '',
    region: '',
    country: '',
    city: [],
    priceRanges: [],
  };
}

export type LocationValues = Pick<InvitationFormValues, 'region' | 'country' | 'city'>;

export type LocationChange =
  | { field: 'region'; value: string }
  | { field: 'country'; value: string }
  | { field: 'city'; value: string };

/**
 * Changing the region clears country and cities (choosing Remote, or no region, leaves none to
 * choose); changing the country clears the cities; a city toggles in or out of the list.
 */
export function changeLocation(location: LocationValues, change: LocationChange): LocationValues {
  switch (change.field) {
    case 'region':
      return { region: change.value, country: '', city: [] };
    case 'country':
      if (!location.region || change.value === location.country) return { ...location, country: change.value };
      return { region: location.region, country: change.value, city: [] };
    case 'city':
      if (!location.country) return location;
      return {
        ...location,
        city: location.city.includes(change.value)
          ? location.city.filter((city) => city !== change.value)
          : [...location.city, change.value],
      };
  }
}

export type InvitationValidation =
  | { ok: true; data: InviteExecutive }
  | { ok: false; errors: InvitationFieldErrors; firstTab: InvitationFormTab };

/** Validates with the route's own schema: the first message per field, and the tab to show. */
export function validateInvitation(values: InvitationFormValues): InvitationValidation {
  const result = inviteExecutiveSchema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: InvitationFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in values && !errors[field as InvitationField]) {
      errors[field as InvitationField] = issue.message;
    }
  }
  return { ok: false, errors, firstTab: firstTabWithError(Object.keys(errors)) ?? INVITATION_FORM_TABS[0].id };
}

/** The first tab, in the form's order, that holds one of the fields with an error. */
export function firstTabWithError(fields: readonly string[]): InvitationFormTab | undefined {
  return INVITATION_FORM_TABS.find((tab) => (tab.fields as readonly string[]).some((field) => fields.includes(field)))?.id;
}

/** The first field with an error on a tab, in the tab's order (to focus it). */
export function firstFieldWithError(tab: InvitationFormTab, errors: InvitationFieldErrors): InvitationField | undefined {
  const fields = INVITATION_FORM_TABS.find((candidate) => candidate.id === tab)?.fields ?? [];
  return fields.find((field) => errors[field]);
}

/** The field messages a refused request carries (problem+json `errors`), first per known field. */
export function serverFieldErrors(fieldErrors: Record<string, string[]>): InvitationFieldErrors {
  const known = new Set<string>(Object.keys(emptyInvitationValues()));
  const errors: InvitationFieldErrors = {};
  for (const [field, messages] of Object.entries(fieldErrors)) {
    const root = field.split('.')[0]!;
    if (known.has(root) && messages[0] && !errors[root as InvitationField]) errors[root as InvitationField] = messages[0];
  }
  return errors;
}
