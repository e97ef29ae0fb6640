import { z } from 'zod';
import { platformAuthMessages } from '../../../platform/auth/auth-constants.ts';
import type { sessionSchema } from './session.contract.ts';
import { passkeyAssertionSchema } from './passkeys.contract.ts';

/**
 * The second factor's requests, answers and texts (issue 31, decision 043), shared by the API and
 * the web app. A code is 6 digits from an authenticator app, or one of the ten recovery codes.
 */

export const secondFactorMessages = {
  codeRequired: 'Please enter the 6-digit code from your authenticator app.',
  codeInvalid: 'That code is not right, or it was already used. Enter the newest code from your authenticator app.',
  challengeExpired: 'Your sign-in timed out. Please enter your email and password again.',
  alreadyEnrolled: 'Your account already has an authenticator app. Turn it off first to set up a new one.',
  noEnrolmentInProgress: 'Start setting up your authenticator app first.',
  notEnrolled: 'Your account has no authenticator app to turn off.',
  required: platformAuthMessages.secondFactorRequired,
  requiredTitle: 'Set up two-step sign-in',
  enrolledTitle: 'Two-step sign-in is on',
  enrolled: 'From now on you will be asked for a code from your authenticator app when you sign in.',
  disabledTitle: 'Two-step sign-in is off',
  disabled: 'You will sign in with your password alone.',
  codeStepTitle: 'Enter your code',
  codeStepDescription: 'Open your authenticator app and enter the 6-digit code shown for TalentLeaders.',
  recoveryStepDescription: 'Enter one of the recovery codes you saved when you set up two-step sign-in. Each works once.',
  failedTitle: 'Two-step sign-in failed',
} as const;

/** A TOTP code or a recovery code; which one is the server's to tell (by its shape). */
export const secondFactorCodeField = z.string().trim().min(1, secondFactorMessages.codeRequired).max(64, secondFactorMessages.codeInvalid);

/** The kinds of second factor an account can have (a recovery code works with either). */
export const secondFactorKindSchema = z.enum(['totp', 'passkey']);
export type SecondFactorKind = z.infer<typeof secondFactorKindSchema>;

/** POST /api/auth/sign-in answers 202 with this when the account has a second factor: no session yet. */
export const secondFactorChallengeSchema = z.object({
  secondFactorRequired: z.literal(true),
  /** Short-lived (5 minutes), single use: send it with the code to /api/auth/sign-in/second-factor. */
  pendingToken: z.string(),
  expiresAt: z.iso.datetime(),
  /** Which factors the account has: an authenticator app's code, a passkey, or both (decision 044). */
  methods: z.array(secondFactorKindSchema),
});
export type SecondFactorChallenge = z.infer<typeof secondFactorChallengeSchema>;

/** The sign-in answer: a session (200), or the second factor's challenge (202). */
export type SignInAnswer = z.infer<typeof sessionSchema> | SecondFactorChallenge;

/** The second step: the pending token with a code (TOTP or recovery), or with a passkey's answer. */
export const secondFactorSignInSchema = z.union([
  z.object({ pendingToken: z.string().min(1).max(200), code: secondFactorCodeField }),
  z.object({ pendingToken: z.string().min(1).max(200), passkey: passkeyAssertionSchema }),
]);
export type SecondFactorSignIn = z.output<typeof secondFactorSignInSchema>;

export const secondFactorCodeSchema = z.object({ code: secondFactorCodeField });
export type SecondFactorCode = z.output<typeof secondFactorCodeSchema>;

/** GET /api/account/second-factor. */
export const secondFactorStatusSchema = z.object({
  /** An authenticator app (TOTP) is set up. */
  enrolled: z.boolean(),
  enrolledAt: z.iso.datetime().nullable(),
  /** How many passkeys the account has (each a second factor too: decision 044). */
  passkeys: z.number().int(),
  /** Unused recovery codes: the account has them while it has a second factor of either kind. */
  recoveryCodesLeft: z.number().int(),
  /** Super admins and consultants must have one (decision 043). */
  required: z.boolean(),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>;

/** POST /api/account/second-factor/enrolment: what the authenticator app needs, as a QR code and as text. */
export const secondFactorEnrolmentSchema = z.object({
  /** Base32, for typing into an app that cannot scan. */
  secret: z.string(),
  otpauthUri: z.string(),
  /** The QR code of otpauthUri, an SVG data URL (an <img> shows it; CSP allows data: images). */
  qrCodeDataUrl: z.string(),
});
export type SecondFactorEnrolment = z.infer<typeof secondFactorEnrolmentSchema>;

/** POST /api/account/second-factor/enrolment/confirm: the recovery codes, shown this once. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;
