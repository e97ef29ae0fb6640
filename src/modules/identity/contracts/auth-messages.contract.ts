import { platformAuthMessages } from '../../../platform/auth/auth-constants.ts';

/**
 * Every user-facing text of the identity flows (spec part 1 sections 5 and 8, part 2 for the
 * unconfirmed-account message). The API answers with these and the web app shows them, so the
 * wording lives here once.
 */
export const authMessages = {
  signUpFailedTitle: 'Sign up failed',
  signUpFailed: 'An error occurred during sign up. Please try again.',
  signUpSucceededTitle: 'Sign up successful',
  signUpSucceeded: 'Please check your email for verification instructions.',
  signUpSucceededAlternative: 'Please check your email for the confirmation link.',

  signInFailedTitle: 'Sign in failed',
  signInFailed: 'Failed to sign in. Please check your credentials.',
  signInSucceededTitle: 'Welcome back!',
  signInSucceeded: 'You have successfully signed in.',
  emailNotConfirmed: 'Please check your email to verify your account before logging in',

  passwordResetFailedTitle: 'Password reset failed',
  passwordResetFailed: 'Failed to send reset email. Please try again.',
  passwordResetSentTitle: 'Password reset email sent',
  passwordResetSent: 'Please check your email for a link to reset your password.',

  passwordUpdateFailedTitle: 'Password update failed',
  passwordUpdateFailed: 'Failed to update password. Please try again.',
  passwordUpdatedTitle: 'Password updated',
  passwordUpdated: 'Your password has been successfully updated.',
  resetLinkInvalid: 'This password reset link is invalid or has expired. Please request a new one.',

  signedOutTitle: 'Signed out',
  signedOut: 'You have been signed out successfully.',
  forceSignOutTitle: 'Force sign out',
  forceSignOut: 'You have been force-signed out due to an error.',

  confirmationResent: 'If an unconfirmed account exists for this address, we have sent a new confirmation link.',
  confirmationResentTitle: 'Confirmation email sent',
  resendConfirmation: 'Resend confirmation email',
  confirmationResendFailedTitle: 'Confirmation email not sent',
  confirmationResendFailed: 'Failed to send the confirmation email. Please try again.',
  emailConfirmedTitle: 'Email confirmed',
  emailConfirmed: 'Your email address has been confirmed. You can now log in.',
  confirmationLinkInvalidTitle: 'Confirmation link invalid',
  confirmationLinkInvalid: 'This confirmation link is invalid or has expired. Enter your email address to get a new one.',
  sessionExpired: 'Your session has expired. Please sign in again.',

  tooManyRequests: platformAuthMessages.tooManyRequests,
  csrfRefused: platformAuthMessages.csrfRefused,
} as const;

/** Texts of the access guards (spec part 1 sections 4, 6 and 8; part 2 section 6). */
export const guardMessages = {
  authenticationRequiredTitle: 'Authentication required',
  authenticationRequired: platformAuthMessages.authenticationRequired,
  accessDeniedTitle: 'Access denied',
  accessDenied: platformAuthMessages.accessDenied,
  consultantsOnly: platformAuthMessages.consultantsOnly,
  adminPanelDeniedTitle: 'Access Denied',
  adminPanelDenied: 'You do not have permission to access this admin panel.',
  securityAlertTitle: 'Security Alert',
  unauthorizedActionLogged: 'Unauthorized action attempt has been logged',
  /** Part 2 section 6: a signed-in non-admin opening /admin. */
  unauthorizedAccessLogged: 'Unauthorized access attempt has been logged',
} as const;

/** Field messages of the sign-up, sign-in and password forms (spec part 1 section 5). */
export const fieldMessages = {
  firstNameMin: 'First name must be at least 2 characters.',
  lastNameMin: 'Last name must be at least 2 characters.',
  emailInvalid: 'Please enter a valid email address.',
  emailPersonal: 'Please use a work email address, not a personal one.',
  passwordMin: 'Password must be at least 8 characters.',
  passwordMax: 'Password must be at most 128 characters.',
  passwordRequired: 'Please enter your password.',
  passwordLowercase: 'Password must contain at least one lowercase letter.',
  passwordUppercase: 'Password must contain at least one uppercase letter.',
  passwordNumber: 'Password must contain at least one number.',
  passwordsDontMatch: "Passwords don't match",
  companyNameMin: 'Company name must be at least 2 characters.',
  jobTitleMin: 'Job title must be at least 2 characters.',
  plannedHiresRequired: 'Please select your planned hires.',
} as const;
