import type { RegistrationResponseJSON } from '@simplewebauthn/browser';
import { passkeyMessages, type AuthenticationResponse } from '@contracts/identity/contracts/passkeys.contract.ts';
import { describeFailure } from './server-errors.ts';

/**
 * The browser's side of passkeys (decision 044), through @simplewebauthn/browser, loaded only when
 * someone uses a passkey (a dynamic import: the sign-in and account pages' bundles do not carry it).
 * Every failure becomes a PasskeyBrowserError whose message a person can read: the prompt closed
 * or timed out, a browser without WebAuthn, a passkey already registered.
 */

export class PasskeyBrowserError extends Error {
  constructor(
    readonly reason: 'cancelled' | 'unsupported' | 'already_registered' | 'failed',
    message: string,
  ) {
    super(message);
    this.name = 'PasskeyBrowserError';
  }
}

const library = () => import('@simplewebauthn/browser');

function toBrowserError(error: unknown): PasskeyBrowserError {
  if (error instanceof PasskeyBrowserError) return error;
  const name = error instanceof Error ? error.name : '';
  const code = typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : '';
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || name === 'InvalidStateError') {
    return new PasskeyBrowserError('already_registered', passkeyMessages.alreadyRegistered);
  }
  // NotAllowedError: the person closed the prompt, it timed out, or no passkey was chosen; AbortError: cancelled.
  if (name === 'NotAllowedError' || name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED') {
    return new PasskeyBrowserError('cancelled', passkeyMessages.cancelled);
  }
  // The page is not at the relying party's domain (in development: 127.0.0.1 instead of localhost).
  if (code === 'ERROR_INVALID_DOMAIN' || code === 'ERROR_INVALID_RP_ID' || name === 'SecurityError') {
    return new PasskeyBrowserError('unsupported', passkeyMessages.wrongAddress);
  }
  if (code === 'ERROR_AUTHENTICATOR_MISSING_DISCOVERABLE_CREDENTIAL_SUPPORT' || code === 'ERROR_AUTHENTICATOR_MISSING_USER_VERIFICATION_SUPPORT') {
    return new PasskeyBrowserError('unsupported', passkeyMessages.authenticatorUnfit);
  }
  if (name === 'NotSupportedError') return new PasskeyBrowserError('unsupported', passkeyMessages.unsupported);
  return new PasskeyBrowserError('failed', passkeyMessages.verificationFailed);
}

async function supported() {
  const webauthn = await library();
  if (!webauthn.browserSupportsWebAuthn()) throw new PasskeyBrowserError('unsupported', passkeyMessages.unsupported);
  return webauthn;
}

/** navigator.credentials.create() with the server's options: the new passkey's answer. */
export async function createPasskey(options: Record<string, unknown>): Promise<RegistrationResponseJSON> {
  try {
    const { startRegistration } = await supported();
    return await startRegistration({ optionsJSON: options as unknown as Parameters<typeof startRegistration>[0]['optionsJSON'] });
  } catch (error) {
    throw toBrowserError(error);
  }
}

/** navigator.credentials.get() with the server's options: the chosen passkey's answer. */
export async function answerWithPasskey(options: Record<string, unknown>): Promise<AuthenticationResponse> {
  try {
    const { startAuthentication } = await supported();
    const answer = await startAuthentication({ optionsJSON: options as unknown as Parameters<typeof startAuthentication>[0]['optionsJSON'] });
    return { ...answer, clientExtensionResults: { ...answer.clientExtensionResults } };
  } catch (error) {
    throw toBrowserError(error);
  }
}

/** What went wrong, in words: the browser's side (cancelled, unsupported) or the server's refusal. */
export function describePasskeyFailure(error: unknown, fallback: string): string {
  return error instanceof PasskeyBrowserError ? error.message : describeFailure(error, fallback);
}
