import { z } from 'zod';
import { defineEvent } from '../../../platform/events/domain-event.ts';
import { userTypeSchema } from './user-types.contract.ts';

/**
 * Identity's events. They carry no token: the e-mail job asks the identity facade for a fresh
 * single-use link when it runs, so no usable secret ever sits in the outbox.
 */
export const UserRegistered = defineEvent(
  'UserRegistered',
  1,
  z.object({ userId: z.uuid(), email: z.string(), userType: userTypeSchema }),
);

export const EmailConfirmationRequested = defineEvent(
  'EmailConfirmationRequested',
  1,
  z.object({ userId: z.uuid(), email: z.string() }),
);

export const PasswordResetRequested = defineEvent(
  'PasswordResetRequested',
  1,
  z.object({ userId: z.uuid(), email: z.string() }),
);

/**
 * Someone signed up with the address of a confirmed account. The sign-up answer stays the same (no
 * enumeration); the owner is told by e-mail instead. Only the id: the job reads the address then.
 */
export const SignUpAttemptedForExistingAccount = defineEvent(
  'SignUpAttemptedForExistingAccount',
  1,
  z.object({ userId: z.uuid() }),
);

/**
 * An executive signed in for the first time (no earlier session of theirs exists). Recorded with
 * the session, so whoever reacts (the community's auto-enrolment) runs in the worker and can never
 * block or fail the sign-in. Only the id: the job reads the address and names then.
 */
export const ExecutiveSignedInForFirstTime = defineEvent(
  'ExecutiveSignedInForFirstTime',
  1,
  z.object({ userId: z.uuid() }),
);

/**
 * An account's erasure was asked for, by its owner or by a super admin (decision 039). The account
 * is already out of every read; the worker's job mails the confirmation and erases what every
 * module holds. Only the id: the job reads the address from the account, still there until the end.
 */
export const AccountDeletionRequested = defineEvent(
  'AccountDeletionRequested',
  1,
  z.object({ userId: z.uuid(), requestedBy: z.enum(['owner', 'super-admin']) }),
);

/** A person asked for a copy of their data (decision 040): the worker assembles it and mails a single-use link. */
export const DataExportRequested = defineEvent('DataExportRequested', 1, z.object({ exportId: z.uuid(), userId: z.uuid() }));

/**
 * A super admin or consultant signed in from a browser (family and system, from the user agent)
 * none of their sessions ever used (decision 041): the worker e-mails them when, from what and
 * where, with a link to the Security page. Only ids: the job reads the session then.
 */
export const StaffSignedInFromNewBrowser = defineEvent(
  'StaffSignedInFromNewBrowser',
  1,
  z.object({ userId: z.uuid(), sessionId: z.uuid() }),
);

/** What changed in an account's two-step sign-in, for the e-mail that tells its owner (decision 045). */
export const SECOND_FACTOR_CHANGES = [
  'app-added',
  'app-removed',
  'passkey-added',
  'passkey-removed',
  'recovery-codes-replaced',
  'recovery-code-used',
  'reset-by-operator',
] as const;
export type SecondFactorChange = (typeof SECOND_FACTOR_CHANGES)[number];

/**
 * An account's second factor changed: the worker e-mails its owner what, when, from which browser
 * and where (read from the session, when there is one, as the job runs), so a change they did not
 * make does not go unnoticed.
 */
export const SecondFactorChanged = defineEvent(
  'SecondFactorChanged',
  1,
  z.object({ userId: z.uuid(), change: z.enum(SECOND_FACTOR_CHANGES), sessionId: z.uuid().nullable(), occurredAt: z.iso.datetime() }),
);
