import { z } from 'zod';
import { CURRENCY_SYMBOLS } from '../../reference/contracts/price-format.contract.ts';
import { EXPERIENCE_LEVELS, PROFILE_AVAILABILITY } from './profile-form.contract.ts';
import { availabilityMessages } from './profile-messages.contract.ts';
import { profileStatusSchema } from './profile-status.contract.ts';

const nullableText = z.string().nullable();
const timestamp = z.iso.datetime({ offset: true });
/** The seven attribute lists, as labels in display DTOs and as reference ids in the form's values. */
const attributeLists = {
  industries: z.array(z.string()),
  technologies: z.array(z.string()),
  companySizes: z.array(z.string()),
  vcStages: z.array(z.string()),
  languages: z.array(z.string()),
  markets: z.array(z.string()),
  revenueJourneys: z.array(z.string()),
};

/**
 * A profile's attributes as the screens show them: labels in reference-data display order, the
 * display location and the price badge worked out on the server (same rules as the directory card).
 */
export const profileDisplaySchema = z.object({
  /** The role label, 'Executive' without one. */
  title: z.string(),
  /** 'Global' without a region; else the country and its first city; else the region. */
  displayLocation: z.string(),
  region: nullableText,
  country: nullableText,
  cities: z.array(z.string()),
  /** The stored number (1, 4, 8, 12, 17, 22); shown as '{years}+ years'. */
  yearsExperience: z.number().int().nullable(),
  /** 'Full-time', 'Part-time', 'Specific hours' or 'Any'. */
  availabilityLabel: z.string(),
  /** e.g. '€500-1500', '£2000+', or 'Contact for pricing'. */
  priceRange: z.string(),
  currencySymbol: z.enum(CURRENCY_SYMBOLS),
  priceBands: z.array(z.string()),
  ...attributeLists,
  /** When the executive last confirmed their availability (ISO; null before approval); the web says how long ago. */
  availabilityConfirmedAt: timestamp.nullable(),
});
export type ProfileDisplay = z.infer<typeof profileDisplaySchema>;

/** The stored profile in the form's shape (ids and slugs), to fill /profile/edit. */
export const profileFormValuesSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  role: z.string(),
  region: z.string(),
  country: z.string(),
  city: z.array(z.string()),
  yearsExperience: z.enum(EXPERIENCE_LEVELS).or(z.literal('')),
  availability: z.enum(PROFILE_AVAILABILITY).or(z.literal('')),
  email: z.string(),
  phone: z.string(),
  linkedinUrl: z.string(),
  cvUrl: z.string(),
  bio: z.string(),
  priceRanges: z.array(z.string()),
  ...attributeLists,
});
export type ProfileFormValues = z.infer<typeof profileFormValuesSchema>;

/** GET /api/profile: the signed-in executive's own profile (profile null before the first save). */
export const ownProfileResponseSchema = z.object({
  id: z.uuid(),
  status: profileStatusSchema,
  /** The status banner text (profileStatusBanners). */
  banner: z.string(),
  profileComplete: z.boolean(),
  approved: z.boolean(),
  /** The reviewer's reason after a reject or revoke, when one was given. */
  decisionReason: nullableText,
  approvedAt: timestamp.nullable(),
  updatedAt: timestamp.nullable(),
  form: profileFormValuesSchema.nullable(),
  display: profileDisplaySchema.nullable(),
});
export type OwnProfileResponse = z.infer<typeof ownProfileResponseSchema>;

/** PUT /api/profile answer: `submitted` picks the toast (submitted for approval vs updated). */
export const saveProfileResponseSchema = z.object({
  id: z.uuid(),
  status: profileStatusSchema,
  /** True when this save sent the profile for review (first completion, or again after a reject/revoke). */
  submitted: z.boolean(),
  firstSubmission: z.boolean(),
  message: z.string(),
});
export type SaveProfileResponse = z.infer<typeof saveProfileResponseSchema>;

export const deleteProfileResponseSchema = z.object({ message: z.string() });

/** One row of the admin Executive Approval and Approved Executives tabs. */
export const adminExecutiveSummarySchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  title: z.string(),
  email: nullableText,
  profileComplete: z.boolean(),
  approved: z.boolean(),
  submittedAt: timestamp.nullable(),
  approvedAt: timestamp.nullable(),
  updatedAt: timestamp,
  availabilityConfirmedAt: timestamp.nullable(),
  /** Approved and not confirmed for 90 days (availabilityMessages.staleFlag). */
  availabilityStale: z.boolean(),
});
export type AdminExecutiveSummary = z.infer<typeof adminExecutiveSummarySchema>;
export const adminExecutiveListSchema = z.object({ executives: z.array(adminExecutiveSummarySchema) });
export type AdminExecutiveList = z.infer<typeof adminExecutiveListSchema>;

/** GET /api/admin/executives/:id: the full preview, contact details included. */
export const adminExecutivePreviewSchema = profileDisplaySchema.extend({
  id: z.uuid(),
  status: profileStatusSchema,
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  bio: z.string(),
  email: nullableText,
  phone: nullableText,
  linkedinUrl: nullableText,
  cvUrl: nullableText,
  profileComplete: z.boolean(),
  approved: z.boolean(),
  decisionReason: nullableText,
  submittedAt: timestamp.nullable(),
  approvedAt: timestamp.nullable(),
  updatedAt: timestamp,
});
export type AdminExecutivePreview = z.infer<typeof adminExecutivePreviewSchema>;

/** Reject and revoke take an optional reason, e-mailed to the executive. */
export const reviewDecisionBodySchema = z.preprocess(
  // A POST without a body (approve, or no reason given) arrives as null.
  (body) => body ?? {},
  z.object({ reason: z.string().trim().max(2000, 'The reason must be at most 2000 characters.').optional() }),
);
export type ReviewDecisionBody = z.infer<typeof reviewDecisionBodySchema>;

export const reviewDecisionResponseSchema = z.object({
  id: z.uuid(),
  status: profileStatusSchema,
  /** The success toast (adminMessages.approved / rejected / revoked). */
  message: z.string(),
});
export type ReviewDecisionResponse = z.infer<typeof reviewDecisionResponseSchema>;

export const executiveIdParamsSchema = z.object({ id: z.uuid({ message: 'Executive not found' }) });

/**
 * GET /api/executives/:id. 'full' (a signed-in client, or the executive themself): full last name
 * and bio. 'limited' (everyone else): the last initial with a period and no bio. Never contact fields.
 */
export const publicExecutiveProfileSchema = profileDisplaySchema.extend({
  id: z.uuid(),
  access: z.enum(['full', 'limited']),
  isOwn: z.boolean(),
  firstName: z.string(),
  /** 'Smith' (full) or 'S.' (limited). */
  lastName: z.string(),
  name: z.string(),
  /** null on 'limited' (show publicProfileMessages.fullBioAfterLogin). */
  bio: nullableText,
  /** Whether GET /api/executives/:id/contact will answer this viewer. */
  canViewContact: z.boolean(),
});
export type PublicExecutiveProfile = z.infer<typeof publicExecutiveProfileSchema>;

/** GET /api/executives/:id/contact: a super admin, a client, or the executive themself. */
export const executiveContactSchema = z.object({
  email: nullableText,
  phone: nullableText,
  linkedinUrl: nullableText,
  cvUrl: nullableText,
});
export type ExecutiveContact = z.infer<typeof executiveContactSchema>;

/** POST /api/profile/availability and /api/availability/confirm: when it was confirmed, and the toast. */
export const availabilityConfirmedSchema = z.object({ availabilityConfirmedAt: timestamp, message: z.string() });
export type AvailabilityConfirmed = z.infer<typeof availabilityConfirmedSchema>;

/** POST /api/availability/confirm: the token of a reminder's link (the page at /availability/confirm sends it). */
export const availabilityTokenBodySchema = z.object({
  token: z.string({ error: availabilityMessages.tokenMissing }).trim().min(1, availabilityMessages.tokenMissing).max(200, availabilityMessages.tokenInvalid),
});
export type AvailabilityTokenBody = z.infer<typeof availabilityTokenBodySchema>;
