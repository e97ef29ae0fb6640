import { signLinkToken, verifyLinkToken } from '../../../platform/auth/signed-link-token.ts';

/** Keeps this signature apart from anything else signed with the same secret. */
const PURPOSE = 'talentleaders availability confirmation v1';

/** 'YYYY-MM' of a moment, in UTC: the reminder's month. */
export const monthOf = (at: Date): string => at.toISOString().slice(0, 7);

export type AvailabilityTokenCheck =
  | { status: 'valid'; executiveId: string }
  | { status: 'expired' }
  | { status: 'invalid' };

/**
 * The one-click link of a monthly reminder: '<executive id>.<YYYY-MM>.<HMAC>' (signed-link-token.ts).
 * It can only confirm that executive's availability, and only until the end of the month after
 * the one it was sent in (a reminder read late still works; an old one does not).
 */
export function signAvailabilityToken(secret: string, executiveId: string, sentAt: Date): string {
  return signLinkToken(secret, PURPOSE, [executiveId.toLowerCase(), monthOf(sentAt)]);
}

export function checkAvailabilityToken(secret: string, token: string, now: Date): AvailabilityTokenCheck {
  const fields = verifyLinkToken(secret, PURPOSE, token, 2);
  const [executiveId, month] = fields ?? [];
  if (!executiveId || !month || !/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) return { status: 'invalid' };
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  // Date.UTC rolls month 13 over to January of the next year.
  const expiresAt = Date.UTC(year, monthNumber + 1, 1);
  return now.getTime() >= expiresAt ? { status: 'expired' } : { status: 'valid', executiveId };
}
