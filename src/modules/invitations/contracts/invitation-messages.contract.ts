/**
 * Every user-facing text of the consultant dashboard and of account completion (spec part 2
 * sections 2, 5 and 8). The server answers with them and the web shows them, so each lives here
 * once. Texts marked "ours" are not in the spec and are written in its voice.
 */

/** Field messages of the invitation form (spec part 2 section 5). */
export const invitationFieldMessages = {
  firstNameMin: 'First name must be at least 2 characters.',
  lastNameMin: 'Last name must be at least 2 characters.',
  emailInvalid: 'Please enter a valid email address.',
  linkedinUrlInvalid: 'Please enter a valid LinkedIn URL.',
  /** ours: a field longer than any real value (bounds what one request can send). */
  tooLong: 'This value is too long.',
  /** ours */
  optionUnavailable: 'This option is not available. Please choose from the list.',
} as const;

/** Field messages of the account-completion form (spec part 2 section 5). */
export const completionFieldMessages = {
  passwordMin: 'Password must be at least 8 characters long.',
  confirmPasswordMin: 'Please confirm your password.',
  passwordsDiffer: "Passwords don't match",
  /** ours: argon2 input bound, the same as sign-up's. */
  passwordMax: 'Password must be at most 128 characters long.',
} as const;

/** The consultant dashboard (spec part 2 sections 2 and 8 Invitations). */
export const dashboardMessages = {
  inviteTitle: 'Invite New Executive',
  sendInvitation: 'Send Invitation',
  sending: 'Sending...',
  sentTitle: 'Sent Invitations',
  noInvitations: 'No invitations sent yet.',
  sentToastTitle: 'Invitation Sent',
  sentToRecipient: (recipient: string) => `An invitation has been successfully sent to ${recipient}.`,
  sentToastShortTitle: 'Invitation sent',
  sentToEmail: (email: string) => `An invitation has been sent to ${email}.`,
  testModeTitle: 'Invitation Created (Test Mode)',
  /** The spec: the e-mail was sent to the admin instead of the executive. */
  testModeDescription: (original: string, actual: string) =>
    `Test mode: the e-mail for ${original} was sent to ${actual} instead of the executive.`,
  testModeBanner:
    'The e-mail provider is in test mode: invitations go to the test address, and a domain must be verified to send to real recipients.',
  createdTitle: 'Invitation Created',
  emailFailed: 'The invitation was created, but the email could not be sent.',
  contactDirectly: ' You may need to contact the executive directly.',
  domainVerification:
    'Delivery requires a verified sending domain with the e-mail provider: the invitation was created, but the email could not be sent.',
  notSignedInTitle: 'Authentication error',
  notSignedIn: 'You must be logged in to invite executives.',
  sendFailedTitle: 'Failed to send invitation',
  sendFailed: 'An error occurred while sending the invitation.',
  unexpectedTitle: 'Error',
  unexpected: 'An unexpected error occurred.',
  loadFailedTitle: 'Error',
  loadFailed: 'Failed to load invitations. Please try again later.',
  resendFailed: 'Failed to resend invitation',
  /** ours */
  resent: (email: string) => `A new invitation link has been sent to ${email}.`,
  /** ours: the address already has an account; nothing is sent. */
  accountExists: 'An account with this email address already exists. Nothing was sent.',
  /** ours: an open invitation exists; the dashboard offers Resend instead of a second one. */
  invitationOpen: 'An invitation to this email address is still open. Resend it instead of creating another.',
  /** ours */
  cannotResendClaimed: 'This invitation has already been claimed and cannot be resent.',
  /** ours */
  cannotResendExpired: 'This invitation has expired and cannot be resent. Create a new invitation instead.',
  /** ours */
  invitationNotFound: 'Invitation not found.',
} as const;

/** Account completion (spec part 2 sections 2 and 8 Account completion). */
export const completionMessages = {
  verifying: 'Verifying invitation...',
  errorTitle: 'Invitation Error',
  goToLogin: 'Go to Login',
  missingToken: 'Invalid or missing token',
  invalidToken: (serverMessage: string) => `Invalid or expired invitation token (${serverMessage})`,
  noData: 'Invalid invitation - no data found',
  expired: 'This invitation has expired',
  claimed: 'This invitation has already been claimed',
  verifyFailed: 'An error occurred while verifying your invitation',
  unexpected: 'An unexpected error occurred',
  submit: 'Create Account & Continue',
  submitting: 'Creating Account...',
  createdTitle: 'Account created successfully',
  createdDescription: 'Please check your email to verify your account before logging in',
  /**
   * ours (decision 015): what the success toast says instead of createdDescription, because the
   * link already proved the address and the account is confirmed.
   */
  createdSignIn: 'Your email address is confirmed by the invitation. You can log in now.',
  /** ours: the address got an account some other way since the invitation was sent. */
  accountExists: 'An account with this email address already exists. Please sign in instead.',
} as const;
