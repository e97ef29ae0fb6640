import { INVITATION_TTL_DAYS } from '../contracts/invitation-status.contract.ts';

/** A link is good for 7 days from when it was issued: at creation, and again at each resend (decision 015). */
export function invitationExpiryFrom(issuedAt: Date): Date {
  return new Date(issuedAt.getTime() + INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000);
}
