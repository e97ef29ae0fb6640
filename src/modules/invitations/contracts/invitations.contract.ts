import { z } from 'zod';
import { completionFieldMessages as m } from './invitation-messages.contract.ts';

const timestamp = z.iso.datetime({ offset: true });

export const invitationParamsSchema = z.object({ id: z.uuid() });

/** Where the e-mail went in test mode (MAIL_REDIRECT_TO): the spec's details.testMode. */
export const testModeSchema = z.object({ originalRecipient: z.string(), actualRecipient: z.string() });
export type TestModeDetails = z.infer<typeof testModeSchema>;

/** POST /api/invitations and POST /api/invitations/:id/resend: the e-mail is queued, not yet sent. */
export const invitationQueuedSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  expiresAt: timestamp,
  /** Set when every e-mail goes to the test address instead of the executive. */
  testMode: testModeSchema.nullable(),
});
export type InvitationQueued = z.infer<typeof invitationQueuedSchema>;

export const invitationDeliverySchema = z.object({
  status: z.enum(['queued', 'sent', 'failed']),
  /** Why the last attempt failed (also while a retry is queued). */
  reason: z.string().nullable(),
  /** The failure says the provider needs a verified sending domain. */
  domainVerification: z.boolean(),
  sentAt: timestamp.nullable(),
  testMode: testModeSchema.nullable(),
});
export type InvitationDelivery = z.infer<typeof invitationDeliverySchema>;

/** One row of 'Sent Invitations' (spec part 2 section 3, plus the delivery and, for admins, the consultant). */
export const invitationRowSchema = z.object({
  id: z.uuid(),
  executiveId: z.uuid().nullable(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  status: z.enum(['Pending', 'Expired', 'Claimed']),
  createdAt: timestamp,
  expiresAt: timestamp,
  claimedAt: timestamp.nullable(),
  canResend: z.boolean(),
  delivery: invitationDeliverySchema,
  /** Who sent it: shown to super admins, who see every consultant's invitations. */
  consultant: z.object({ id: z.uuid(), email: z.string() }),
});
export type InvitationRow = z.infer<typeof invitationRowSchema>;

export const invitationListSchema = z.object({ invitations: z.array(invitationRowSchema) });
export type InvitationList = z.infer<typeof invitationListSchema>;

/** The token travels in the body, never in a URL the logs keep. */
const token = z.string().trim().min(1).max(200);

export const invitationTokenBodySchema = z.object({ token });

/** POST /api/invitations/lookup: the invitation a valid link belongs to (spec part 2 section 3). */
export const invitationLookupSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  expiresAt: timestamp,
  claimedAt: timestamp.nullable(),
  status: z.enum(['Pending', 'Expired', 'Claimed']),
});
export type InvitationLookup = z.infer<typeof invitationLookupSchema>;

const passwordFields = {
  password: z.string({ message: m.passwordMin }).min(8, m.passwordMin).max(128, m.passwordMax),
  confirmPassword: z.string({ message: m.confirmPasswordMin }).min(8, m.confirmPasswordMin).max(128, m.passwordMax),
};
const passwordsMatch = (form: { password: string; confirmPassword: string }) => form.password === form.confirmPassword;
const mismatch = { path: ['confirmPassword'], message: m.passwordsDiffer };

/** The password form of /auth/complete-profile (spec part 2 section 5), shared by the form and the route. */
export const completeAccountFormSchema = z.object(passwordFields).refine(passwordsMatch, mismatch);
export type CompleteAccountForm = z.infer<typeof completeAccountFormSchema>;

/** POST /api/invitations/claim: the form plus the link's token. */
export const claimInvitationBodySchema = z.object({ token, ...passwordFields }).refine(passwordsMatch, mismatch);
export type ClaimInvitationBody = z.infer<typeof claimInvitationBodySchema>;

export const invitationClaimedSchema = z.object({ message: z.string(), email: z.string(), loginPath: z.string() });
