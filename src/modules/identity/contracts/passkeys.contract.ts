import { z } from 'zod';

/**
 * Passkeys (WebAuthn; issue 31 item 2, decision 044): the requests, answers and texts shared by the
 * API and the web app. The browser's answers are the JSON @simplewebauthn/browser makes of a
 * PublicKeyCredential (binary fields as base64url); the options are what @simplewebauthn/server
 * makes, passed through to the browser as they are.
 */

export const PASSKEY_NAME_MAX = 60;
/** More than anyone needs (a phone, a laptop, a key or two, a password manager), few enough to list. */
export const PASSKEYS_PER_ACCOUNT_MAX = 20;

export const passkeyMessages = {
  sectionTitle: 'Passkeys',
  sectionDescription:
    'A passkey signs you in with your fingerprint, face or device PIN instead of a password, and also counts as your second step after the password.',
  none: 'You have no passkeys yet.',
  add: 'Add a passkey',
  adding: 'Waiting for your passkey…',
  addedTitle: 'Passkey added',
  added: 'You can sign in with it from now on.',
  addFailedTitle: 'The passkey was not added',
  renamedTitle: 'Passkey renamed',
  removedTitle: 'Passkey removed',
  removed: 'It no longer signs you in. You may also delete it from your device or password manager.',
  removedLastFactor: 'It was your last second factor: two-step sign-in is off and your recovery codes no longer work.',
  removeFailedTitle: 'The passkey was not removed',
  signInWithPasskey: 'Sign in with a passkey',
  usePasskeyInstead: 'Use a passkey instead',
  useCodeInstead: 'Use a code from your authenticator app',
  passkeyStepTitle: 'Use your passkey',
  passkeyStepDescription: 'Use the passkey you added to TalentLeaders: your fingerprint, face or device PIN.',
  usePasskey: 'Continue with your passkey',
  signInFailedTitle: 'Passkey sign-in failed',
  /** The browser was closed, the prompt dismissed or timed out: nothing was sent. */
  cancelled: 'The passkey prompt was closed before it finished. Try again when you are ready.',
  unsupported: 'This browser cannot use passkeys. Use a recent Chrome, Safari, Edge or Firefox, or sign in with your password.',
  wrongAddress: 'Passkeys cannot be used at this address of TalentLeaders. Open the site at its usual address and try again.',
  authenticatorUnfit: 'This device cannot keep a passkey that signs you in on its own (it must store it and check your fingerprint, face or PIN). Try another device or a password manager.',
  alreadyRegistered: 'This passkey is already registered to your account.',
  unknownCredential: 'This passkey is not registered with TalentLeaders. Sign in with your email and password, then add it from your account.',
  verificationFailed: 'We could not verify your passkey. Please try again.',
  challengeExpired: 'The passkey request timed out or was already used. Please try again.',
  notFound: 'This passkey does not exist or was already removed.',
  nameRequired: 'Please give the passkey a name.',
  nameTooLong: `Please keep the name to ${PASSKEY_NAME_MAX} characters or fewer.`,
  tooMany: `An account can have at most ${PASSKEYS_PER_ACCOUNT_MAX} passkeys. Remove one you no longer use first.`,
  noPasskeys: 'Your account has no passkey. Enter a code instead.',
} as const;

const base64url = (max: number) => z.string().min(1).max(max).regex(/^[A-Za-z0-9_-]+={0,2}$/, 'must be base64url');

/** The credential type, worded as the API's other field errors are (zod's default names the literal). */
const publicKeyType = z.literal('public-key', {
  error: (issue) => (issue.input === undefined ? 'This field is required.' : 'This field must be "public-key".'),
});

export const passkeyNameField = z.string().trim().min(1, passkeyMessages.nameRequired).max(PASSKEY_NAME_MAX, passkeyMessages.nameTooLong);

/** What @simplewebauthn/browser's startRegistration answers (RegistrationResponseJSON). */
export const registrationResponseSchema = z.object({
  id: base64url(1400),
  rawId: base64url(1400),
  type: publicKeyType,
  response: z.object({
    clientDataJSON: base64url(4096),
    attestationObject: base64url(65_536),
    authenticatorData: base64url(65_536).optional(),
    transports: z.array(z.string().max(32)).max(10).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(4096).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()),
});

/** What @simplewebauthn/browser's startAuthentication answers (AuthenticationResponseJSON). */
export const authenticationResponseSchema = z.object({
  id: base64url(1400),
  rawId: base64url(1400),
  type: publicKeyType,
  response: z.object({
    clientDataJSON: base64url(4096),
    authenticatorData: base64url(65_536),
    signature: base64url(4096),
    userHandle: base64url(256).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()),
});
export type AuthenticationResponse = z.output<typeof authenticationResponseSchema>;

/**
 * Options for navigator.credentials.create() or .get(), and the id of the challenge they carry
 * (good for 5 minutes, once): send it back with the browser's answer.
 */
export const passkeyOptionsSchema = z.object({
  challengeId: z.uuid(),
  options: z.looseObject({ challenge: z.string() }),
});
export type PasskeyOptions = z.infer<typeof passkeyOptionsSchema>;

/** POST /api/account/passkeys/registration. */
export const passkeyRegistrationSchema = z.object({
  challengeId: z.uuid(),
  response: registrationResponseSchema,
  /** Defaults to the browser and system it was added from ("Chrome on macOS"). */
  name: passkeyNameField.optional(),
});
export type PasskeyRegistration = z.output<typeof passkeyRegistrationSchema>;

/** An answer from a passkey to an authentication challenge. */
export const passkeyAssertionSchema = z.object({
  challengeId: z.uuid(),
  response: authenticationResponseSchema,
});
export type PasskeyAssertion = z.output<typeof passkeyAssertionSchema>;

/** PATCH /api/account/passkeys/{id}. */
export const passkeyRenameSchema = z.object({ name: passkeyNameField });
export type PasskeyRename = z.output<typeof passkeyRenameSchema>;

/** One passkey as the account lists it: names and dates, never the key. */
export const passkeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime().nullable(),
  /** Synced by its provider (iCloud Keychain, Google Password Manager, 1Password…), so not lost with one device. */
  backedUp: z.boolean(),
});
export type Passkey = z.infer<typeof passkeySchema>;

export const passkeyListSchema = z.object({ passkeys: z.array(passkeySchema) });
export type PasskeyList = z.infer<typeof passkeyListSchema>;

/**
 * POST /api/account/passkeys/registration: the passkey, and when it is the account's first second
 * factor, the ten recovery codes (shown this once, as after setting up an authenticator app).
 */
export const passkeyRegisteredSchema = z.object({
  passkey: passkeySchema,
  recoveryCodes: z.array(z.string()).nullable(),
});
export type PasskeyRegistered = z.infer<typeof passkeyRegisteredSchema>;

/** DELETE /api/account/passkeys/{id}: whether that was the account's last second factor. */
export const passkeyRemovedSchema = z.object({ lastSecondFactorRemoved: z.boolean() });
export type PasskeyRemoved = z.infer<typeof passkeyRemovedSchema>;

export const passkeyIdParamsSchema = z.object({ id: z.uuid() });

/** POST /api/auth/sign-in/second-factor/passkey-options. */
export const secondFactorPasskeyOptionsRequestSchema = z.object({ pendingToken: z.string().min(1).max(200) });
