import { z } from 'zod';
import { joinFieldMessages, joinMessages } from './community-messages.contract.ts';

/** An optional text field: trimmed, an empty value is "not given". */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, joinFieldMessages.tooLong)
    .optional()
    .nullable()
    .transform((value) => (value ? value : null));

/** The three notification preferences a member keeps. */
export const notificationPreferencesSchema = z.object({
  events: z.boolean(),
  newsletter: z.boolean(),
  discussions: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const PREFERENCE_KEYS = ['events', 'newsletter', 'discussions'] as const;
export type PreferenceKey = (typeof PREFERENCE_KEYS)[number];

/**
 * The exact words a member is shown for one preference, on the join form and the preferences page
 * alike: the question, the box's label and what it means. A consent record keeps this text
 * (decision 038), so what someone agreed to stays readable after the form's wording changes.
 */
export function consentWordingFor(key: PreferenceKey): string {
  return `${joinMessages.preferencesTitle} ${joinMessages.preferenceLabels[key]}: ${joinMessages.preferenceDescriptions[key]}`;
}

/** The join form's defaults: all three on (spec part 2 section 9). */
export const JOIN_FORM_PREFERENCES: NotificationPreferences = { events: true, newsletter: true, discussions: true };
/** An auto-enrolled executive's defaults (spec part 1 section 9). */
export const AUTO_ENROL_PREFERENCES: NotificationPreferences = { events: true, newsletter: true, discussions: false };

/**
 * /join-community's form, shared by the route and the React form (spec part 2 section 5). `website`
 * is a honeypot: hidden from people, filled in by bots; a filled one is welcomed and dropped.
 */
export const joinCommunitySchema = z.object({
  firstName: z.string().trim().min(1, joinFieldMessages.firstNameRequired).max(100, joinFieldMessages.tooLong),
  lastName: z.string().trim().min(1, joinFieldMessages.lastNameRequired).max(100, joinFieldMessages.tooLong),
  email: z.string().trim().max(320, joinFieldMessages.tooLong).pipe(z.email(joinFieldMessages.emailInvalid)),
  company: optionalText(200),
  jobTitle: optionalText(200),
  preferences: notificationPreferencesSchema.default(JOIN_FORM_PREFERENCES),
  website: z.string().max(500).optional(),
});
export type JoinCommunity = z.output<typeof joinCommunitySchema>;
export type JoinCommunityInput = z.input<typeof joinCommunitySchema>;
