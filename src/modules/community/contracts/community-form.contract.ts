import { z } from 'zod';
import { joinFieldMessages } from './community-messages.contract.ts';
import { JOIN_FORM_PREFERENCES, type NotificationPreferences } from './community-preferences.contract.ts';

/** An optional text field: trimmed, an empty value is "not given". */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, joinFieldMessages.tooLong)
    .optional()
    .nullable()
    .transform((value) => (value ? value : null));

export * from './community-preferences.contract.ts';

/** The three notification preferences a member keeps. */
export const notificationPreferencesSchema = z.object({
  events: z.boolean(),
  newsletter: z.boolean(),
  discussions: z.boolean(),
}) satisfies z.ZodType<NotificationPreferences>;

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
