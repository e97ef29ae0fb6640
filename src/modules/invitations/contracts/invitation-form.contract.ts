import { z } from 'zod';
import { EXPERIENCE_LEVELS, PROFILE_AVAILABILITY } from '../../profiles/contracts/profile-form.contract.ts';
import { invitationFieldMessages as m } from './invitation-messages.contract.ts';

/** No option list has more than 30 entries; anything longer is not a form. */
const MAX_SELECTIONS = 100;

const emptyToNull = (value: unknown) => (value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value);

/** An optional text: trimmed, empty stored as null. */
const optionalText = (max: number) => z.preprocess(emptyToNull, z.string().trim().max(max, m.tooLong).nullable());

/** An optional reference id (GET /api/reference): empty stored as null; unknown ids are refused by the server. */
const optionalOption = z.preprocess(emptyToNull, z.uuid({ message: m.optionUnavailable }).nullable());

const optionList = z.array(z.uuid({ message: m.optionUnavailable })).max(MAX_SELECTIONS, m.tooLong).default([]);

/**
 * The 'Invite New Executive' form (spec part 2 sections 3 and 5), shared by the dashboard's form and
 * POST /api/invitations. Only the names and the e-mail are required; everything else pre-fills the
 * invitee's profile. The consultant is the signed-in user, never a field.
 */
export const inviteExecutiveSchema = z.object({
  firstName: z.string({ message: m.firstNameMin }).trim().min(2, m.firstNameMin).max(100, m.tooLong),
  lastName: z.string({ message: m.lastNameMin }).trim().min(2, m.lastNameMin).max(100, m.tooLong),
  email: z.string({ message: m.emailInvalid }).trim().pipe(z.email({ message: m.emailInvalid }).max(320, m.emailInvalid)),
  role: optionalOption,
  bio: optionalText(8000),
  yearsExperience: z.preprocess(emptyToNull, z.enum(EXPERIENCE_LEVELS).nullable()),
  availability: z.preprocess(emptyToNull, z.enum(PROFILE_AVAILABILITY).nullable()),
  phone: optionalText(40),
  linkedinUrl: z.preprocess(
    emptyToNull,
    z.url({ protocol: /^https?$/, hostname: z.regexes.domain, message: m.linkedinUrlInvalid }).max(2000, m.linkedinUrlInvalid).nullable(),
  ),
  region: optionalOption,
  country: optionalOption,
  city: optionList,
  priceRanges: optionList,
});

/** What the form holds (selects and inputs may be empty strings). */
export type InviteExecutiveInput = z.input<typeof inviteExecutiveSchema>;
/** What the server stores. */
export type InviteExecutive = z.output<typeof inviteExecutiveSchema>;

/** The form's four tabs, in order (spec part 2 section 2), with the fields each holds. */
export const INVITATION_FORM_TABS = [
  { id: 'basic', label: 'Basic Info', fields: ['firstName', 'lastName', 'email'] },
  { id: 'professional', label: 'Professional Info', fields: ['role', 'yearsExperience', 'availability', 'bio', 'priceRanges'] },
  { id: 'location', label: 'Location', fields: ['region', 'country', 'city'] },
  { id: 'contact', label: 'Contact Info', fields: ['phone', 'linkedinUrl'] },
] as const satisfies readonly { id: string; label: string; fields: readonly (keyof InviteExecutiveInput)[] }[];

export type InvitationFormTab = (typeof INVITATION_FORM_TABS)[number]['id'];
