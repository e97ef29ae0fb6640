import { signLinkToken, verifyLinkToken } from '../../../platform/auth/signed-link-token.ts';

/** Keeps this signature apart from anything else signed with the same secret. */
const PURPOSE = 'talentleaders insights weekly unsubscribe v1';

/**
 * The weekly e-mail's one-click unsubscribe token: '<executive id>.<HMAC-SHA256>' (a link token,
 * signed-link-token.ts). Stateless and without expiry, like the digests' (decision 020) and the
 * community's (decision 038): an unsubscribe link must work for as long as the e-mail is kept, and
 * a leaked one can only stop that executive's weekly e-mail.
 */
export function signWeeklyEmailToken(secret: string, executiveId: string): string {
  return signLinkToken(secret, PURPOSE, [executiveId]);
}

/** The executive of a genuine token; undefined for a malformed or tampered one. */
export function verifyWeeklyEmailToken(secret: string, token: string): string | undefined {
  const [executiveId] = token.split('.');
  if (!executiveId || !/^[0-9a-f-]{36}$/i.test(executiveId)) return undefined;
  const fields = verifyLinkToken(secret, PURPOSE, `${executiveId.toLowerCase()}.${token.slice(executiveId.length + 1)}`, 1);
  return fields?.[0];
}
