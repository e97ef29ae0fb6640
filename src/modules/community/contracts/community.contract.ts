import { z } from 'zod';
import { notificationPreferencesSchema, PREFERENCE_KEYS } from './community-form.contract.ts';

/** The join answer: the same for a new and a known address (no oracle of who is a member). */
export const joinedSchema = z.object({ message: z.string() });

export const COMMUNITY_PAGE_SIZE = 25;

export const listMembersQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(COMMUNITY_PAGE_SIZE),
});
export type ListMembersQuery = z.input<typeof listMembersQuerySchema>;

export const communityMemberSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  company: z.string().nullable(),
  jobTitle: z.string().nullable(),
  autoEnrolled: z.boolean(),
  preferences: notificationPreferencesSchema,
  createdAt: z.string(),
  slackInviteRequestedAt: z.string().nullable(),
  slackInvitedAt: z.string().nullable(),
  slackInviteFailedAt: z.string().nullable(),
  slackInviteFailureReason: z.string().nullable(),
  slackJoinedAt: z.string().nullable(),
  slackUserId: z.string().nullable(),
});
export type CommunityMember = z.infer<typeof communityMemberSchema>;

/** The four stat cards: every member is in exactly one of active, invited and pending. */
export const communityStatsSchema = z.object({
  total: z.number().int(),
  active: z.number().int(),
  invited: z.number().int(),
  pending: z.number().int(),
  /** Invites asked for and not yet sent or failed (the tab refreshes while this is above 0). */
  queued: z.number().int(),
});
export type CommunityStats = z.infer<typeof communityStatsSchema>;

export const memberListSchema = z.object({
  members: z.array(communityMemberSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  stats: communityStatsSchema,
});
export type MemberList = z.infer<typeof memberListSchema>;

export const requestSlackInvitesSchema = z.object({
  memberIds: z.array(z.uuid()).min(1).max(500),
});
export type RequestSlackInvites = z.infer<typeof requestSlackInvitesSchema>;

/** Per member: queued, or why not (already active in Slack, unknown id). */
export const slackInvitesRequestedSchema = z.object({
  queued: z.array(z.uuid()),
  skipped: z.array(z.object({ memberId: z.uuid(), reason: z.enum(['active', 'not-found']) })),
});
export type SlackInvitesRequested = z.infer<typeof slackInvitesRequestedSchema>;

/** Where a consent record came from (decision 038): the form, a default, the page, an e-mail's unsubscribe. */
export const CONSENT_SOURCES = ['join-form', 'auto-enrolment', 'preferences-page', 'one-click-unsubscribe', 'before-records'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

/** A preference's latest consent record: given or withdrawn, the words shown (null when none were), when and how. */
export const preferenceConsentSchema = z.object({
  preference: z.enum(PREFERENCE_KEYS),
  given: z.boolean(),
  wording: z.string().nullable(),
  source: z.enum(CONSENT_SOURCES),
  recordedAt: z.string(),
});
export type PreferenceConsent = z.infer<typeof preferenceConsentSchema>;

/** /community/preferences: whose membership, and each preference with its consent record. */
export const membershipSchema = z.object({
  firstName: z.string(),
  email: z.string(),
  joinedAt: z.string(),
  /** They were invited to or joined the Slack workspace: leaving here does not remove them there. */
  slackInvited: z.boolean(),
  slackJoined: z.boolean(),
  preferences: z.array(preferenceConsentSchema),
});
export type Membership = z.infer<typeof membershipSchema>;

/**
 * The preferences link of a community e-mail (a signed token, decision 038). Without it a
 * signed-in member manages their own membership; a visitor without one gets a 401.
 */
export const memberLinkQuerySchema = z.object({ token: z.string().trim().min(1).max(300).optional() });
/** The one-click unsubscribe needs the token: it is the only proof. */
export const unsubscribeMemberQuerySchema = z.object({ token: z.string().trim().min(1).max(300) });

export const changePreferencesSchema = z.object({ preferences: notificationPreferencesSchema });
export type ChangePreferences = z.infer<typeof changePreferencesSchema>;

/** How many preferences a one-click unsubscribe turned off (0 the second time, or for a member who left). */
export const memberUnsubscribedSchema = z.object({ withdrawn: z.number().int() });
export const leftCommunitySchema = z.object({ message: z.string() });
