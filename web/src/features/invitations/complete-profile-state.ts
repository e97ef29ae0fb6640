import { completionMessages } from '@contracts/invitations/contracts/invitation-messages.contract.ts';
import type { InvitationLookup } from '@contracts/invitations/contracts/invitations.contract.ts';
import { ApiError } from '../../api/api-client.ts';

/**
 * What /auth/complete-profile shows for a link (spec part 2 sections 4 and 8): the form for an open
 * invitation, else the 'Invitation Error' card with the message that fits. Pure, unit-tested.
 */

/** Why a link cannot be used: expired or claimed from the look-up, else the failure's message. */
export function lookupProblem(lookup: Pick<InvitationLookup, 'status'>): string | null {
  if (lookup.status === 'Claimed') return completionMessages.claimed;
  if (lookup.status === 'Expired') return completionMessages.expired;
  return null;
}

/**
 * A failed look-up: an unknown (or superseded) link is 'Invalid invitation - no data found'; another
 * refusal the server explains is 'Invalid or expired invitation token (its message)'; a server or
 * network failure 'An error occurred while verifying your invitation'; anything else unexpected.
 */
export function lookupFailureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return completionMessages.unexpected;
  if (error.status === 404) return completionMessages.noData;
  if (error.status === 410) return completionMessages.expired;
  if (error.status >= 400 && error.status < 500) return completionMessages.invalidToken(error.detail);
  return completionMessages.verifyFailed;
}

/**
 * A refused claim that ends the link's use (it lost a race, expired meanwhile, was superseded or
 * the address got an account): the card's message. Null for failures the form shows itself.
 */
export function claimFailureEndsLink(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === 'invitation_claimed') return completionMessages.claimed;
  if (error.code === 'invitation_expired' || error.status === 410) return completionMessages.expired;
  if (error.status === 404) return completionMessages.noData;
  if (error.code === 'account_exists') return completionMessages.accountExists;
  return null;
}

/** 'Welcome, Ada Lovelace' when the invitation has a name, else a plain welcome. */
export function greetingFor(lookup: Pick<InvitationLookup, 'firstName' | 'lastName'> | undefined): string {
  const name = [lookup?.firstName, lookup?.lastName].map((part) => part?.trim()).filter(Boolean).join(' ');
  return name ? `Welcome, ${name}!` : 'Welcome!';
}
