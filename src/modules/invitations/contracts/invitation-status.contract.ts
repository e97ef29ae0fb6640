/**
 * How an invitation's status is shown (spec part 2 section 4): Claimed when claimed, else Expired
 * when past its expiry, else Pending. The server and the dashboard derive it with this one rule.
 */
export type InvitationDisplayStatus = 'Claimed' | 'Expired' | 'Pending';

export function invitationDisplayStatus(
  invitation: { claimedAt?: string | Date | null; expiresAt: string | Date },
  now: Date = new Date(),
): InvitationDisplayStatus {
  if (invitation.claimedAt) return 'Claimed';
  if (new Date(invitation.expiresAt).getTime() <= now.getTime()) return 'Expired';
  return 'Pending';
}

/** Resend is offered (and accepted) only for unclaimed, unexpired invitations. */
export function canResendInvitation(invitation: { claimedAt?: string | Date | null; expiresAt: string | Date }, now?: Date): boolean {
  return invitationDisplayStatus(invitation, now) === 'Pending';
}

/** Invitation links last 7 days from creation, and from each resend (decision 015). */
export const INVITATION_TTL_DAYS = 7;

/**
 * Where the invitation e-mail stands, as the worker recorded it: queued until the delivery is
 * sent or has failed for good (a retrying delivery is still queued, with the last error).
 */
export type InvitationDeliveryStatus = 'queued' | 'sent' | 'failed';

/** A failure reason that says the provider needs a verified sending domain (spec part 2 section 8). */
export function mentionsDomainVerification(reason: string | null | undefined): boolean {
  return !!reason && /verif(y|ied|ication)\s+(a\s+|your\s+)?(sending\s+)?domain|domain\s+(is\s+)?not\s+verified|domain verification/i.test(reason);
}
