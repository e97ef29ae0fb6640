import type { InvitationRow } from '@contracts/invitations/contracts/invitations.contract.ts';

/**
 * What the 'Sent Invitations' table derives from its rows (unit-tested): when to poll, which rows
 * need the failed-delivery banner, what the delivery column says.
 */

/** While any e-mail is still queued the worker will change the table: poll every 2 s (decision 015). */
export const DELIVERY_POLL_MS = 2_000;

export function deliveryPollInterval(rows: readonly Pick<InvitationRow, 'delivery' | 'canResend'>[] | undefined): number | false {
  // The worker never sends for a claimed or expired invitation: only open rows can still change.
  return rows?.some((row) => row.delivery.status === 'queued' && row.canResend) ? DELIVERY_POLL_MS : false;
}

/**
 * Rows whose e-mail failed for good while the invitation is still open: the consultant can act
 * (Resend, or contact the executive). An expired or claimed row's old failure needs nothing.
 */
export function failedOpenDeliveries<T extends Pick<InvitationRow, 'delivery' | 'canResend'>>(rows: readonly T[]): T[] {
  return rows.filter((row) => row.delivery.status === 'failed' && row.canResend);
}

export type DeliveryLabel = 'Queued' | 'Sent' | 'Failed' | 'Not sent';

/**
 * The delivery column: 'Queued', 'Sent', or 'Failed' with the reason; a retry in progress shows its
 * last error. An e-mail still queued when the invitation closed (expired or claimed) will never go
 * out: 'Not sent'.
 */
export function describeDelivery(delivery: InvitationRow['delivery'], open = true): { label: DeliveryLabel; detail: string | null } {
  if (delivery.status === 'sent') {
    return { label: 'Sent', detail: delivery.testMode ? `to ${delivery.testMode.actualRecipient} (test mode)` : null };
  }
  if (delivery.status === 'failed') return { label: 'Failed', detail: delivery.reason ?? null };
  if (!open) return { label: 'Not sent', detail: delivery.reason ?? null };
  return { label: 'Queued', detail: delivery.reason ? `retrying: ${delivery.reason}` : null };
}

/** The consultant's own open invitation to an address (the 'resend instead' offer after a 409). */
export function openInvitationTo<T extends Pick<InvitationRow, 'email' | 'canResend'>>(rows: readonly T[] | undefined, email: string): T | undefined {
  const wanted = email.trim().toLowerCase();
  return rows?.find((row) => row.canResend && row.email.toLowerCase() === wanted);
}
