import { z } from 'zod';
import { defineEvent } from '../../../platform/events/domain-event.ts';

/**
 * A profile was sent for review: first completion, or a save after a reject or revoke. The job
 * e-mails every super admin (the spec's profile-notification body: executiveId, firstName,
 * lastName, email).
 */
export const ProfileSubmitted = defineEvent(
  'ProfileSubmitted',
  1,
  z.object({
    executiveId: z.uuid(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    resubmission: z.boolean().default(false),
  }),
);

/** Decisions: the job e-mails the executive at their account address, looked up when it runs. */
const decision = z.object({ executiveId: z.uuid(), firstName: z.string(), reason: z.string().nullable().default(null) });

export const ProfileApproved = defineEvent('ProfileApproved', 1, decision);
export const ProfileRejected = defineEvent('ProfileRejected', 1, decision);
export const ProfileApprovalRevoked = defineEvent('ProfileApprovalRevoked', 1, decision);
