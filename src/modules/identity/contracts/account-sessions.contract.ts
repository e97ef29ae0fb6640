import { z } from 'zod';
import { fieldMessages } from './auth-messages.contract.ts';
import { newPasswordSchema } from './sign-in.contract.ts';

/** The Security page (/account/security) and its routes: sessions, ending them, changing the password. */
export const SECURITY_PAGE_PATH = '/account/security';

export const securityMessages = {
  title: 'Security',
  sessionsTitle: 'Where you are signed in',
  sessionsDescription:
    'Every browser signed in to your account. If you do not recognise one, end it and change your password.',
  thisDevice: 'This device',
  endSession: 'End session',
  endOthers: 'End all other sessions',
  sessionEndedTitle: 'Session ended',
  sessionEnded: 'That browser is signed out on its next request.',
  othersEndedTitle: 'Other sessions ended',
  othersEnded: (count: number) =>
    count === 0 ? 'There were no other sessions.' : `${count} other ${count === 1 ? 'session was' : 'sessions were'} signed out.`,
  noOtherSessions: 'You are signed in on this device only.',
  endFailedTitle: 'The session was not ended',
  loadFailed: 'Your sessions could not be loaded.',
  sessionNotFound: 'This session does not exist or has already ended.',
  changePasswordTitle: 'Change your password',
  changePasswordDescription: 'Changing your password signs out every other browser.',
  currentPasswordRequired: 'Please enter your current password.',
  wrongCurrentPassword: 'That password is not correct.',
  passwordChangedTitle: 'Password changed',
  passwordChanged: (ended: number) =>
    ended === 0
      ? 'Your password has been changed.'
      : `Your password has been changed, and ${ended} other ${ended === 1 ? 'session was' : 'sessions were'} signed out.`,
  changeFailedTitle: 'Your password was not changed',
} as const;

/** The text of a 429 while an address is locked out (decision 041): when to try again, in words. */
export function lockoutMessage(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const when = retryAfterSeconds < 60 ? 'in a minute' : `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `Too many failed sign-in attempts for this account. Please try again ${when}, or reset your password.`;
}

/** One active session as the Security page lists it. */
export const accountSessionSchema = z.object({
  id: z.uuid(),
  browser: z.string(),
  system: z.string(),
  /** The address the session signed in from (null for sessions made without one). */
  ip: z.string().nullable(),
  signedInAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime(),
  /** The session of the browser asking. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

/** GET /api/account/sessions: this one first, then the most recently seen. */
export const accountSessionsSchema = z.object({ sessions: z.array(accountSessionSchema) });
export type AccountSessions = z.infer<typeof accountSessionsSchema>;

export const sessionIdParamsSchema = z.object({ sessionId: z.uuid() });

/** POST /api/account/sessions/end-others, and the change of password: how many were signed out. */
export const endedSessionsSchema = z.object({ ended: z.number().int().min(0) });

/** POST /api/account/password: the current password, then the new one twice with the sign-up rules. */
export const changePasswordSchema = z
  .object({ currentPassword: z.string().min(1, securityMessages.currentPasswordRequired).max(1024, fieldMessages.passwordMax) })
  .and(newPasswordSchema);
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
