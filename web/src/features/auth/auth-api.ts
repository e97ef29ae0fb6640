import type { Session } from '@contracts/identity/contracts/session.contract.ts';
import type { ClientSignUp, ExecutiveSignUp } from '@contracts/identity/contracts/sign-up.contract.ts';
import type { SignUpUserType } from '@contracts/identity/contracts/user-types.contract.ts';
import type { ForgotPassword, ResetPassword, SignIn } from '@contracts/identity/contracts/sign-in.contract.ts';
import type { SecondFactorSignIn, SignInAnswer } from '@contracts/identity/contracts/second-factor.contract.ts';
import type { PasskeyAssertion, PasskeyOptions } from '@contracts/identity/contracts/passkeys.contract.ts';
import { apiFetch } from '../../api/api-client.ts';

/** The identity endpoints the auth screens call (docs/architecture.md, Identity and access). */

type Message = { message: string };

export function signUp(userType: SignUpUserType, form: ClientSignUp | ExecutiveSignUp): Promise<Message> {
  return apiFetch<Message>(`/api/auth/sign-up/${userType}`, { method: 'POST', body: form });
}

/** The session, or (202) the second factor's challenge when the account has one. */
export function signIn(form: SignIn): Promise<SignInAnswer> {
  return apiFetch<SignInAnswer>('/api/auth/sign-in', { method: 'POST', body: form });
}

/** The second step: the challenge's pending token and a code from the app (or a recovery code). */
export function completeSecondFactorSignIn(form: SecondFactorSignIn): Promise<Session> {
  return apiFetch<Session>('/api/auth/sign-in/second-factor', { method: 'POST', body: form });
}

export function resendConfirmation(email: string): Promise<Message> {
  return apiFetch<Message>('/api/auth/confirm-email/resend', { method: 'POST', body: { email } });
}

export function requestPasswordReset(form: ForgotPassword): Promise<Message> {
  return apiFetch<Message>('/api/auth/password/forgot', { method: 'POST', body: form });
}

export function resetPassword(form: ResetPassword): Promise<Message> {
  return apiFetch<Message>('/api/auth/password/reset', { method: 'POST', body: form });
}

/** Passkeys (decision 044): options for signing in with one alone, then its answer. */
export function fetchPasskeySignInOptions(): Promise<PasskeyOptions> {
  return apiFetch<PasskeyOptions>('/api/auth/passkey/options', { method: 'POST' });
}

export function signInWithPasskey(form: PasskeyAssertion): Promise<Session> {
  return apiFetch<Session>('/api/auth/passkey', { method: 'POST', body: form });
}

/** The second step's passkey: options naming the pending account's passkeys. */
export function fetchSecondFactorPasskeyOptions(pendingToken: string): Promise<PasskeyOptions> {
  return apiFetch<PasskeyOptions>('/api/auth/sign-in/second-factor/passkey-options', { method: 'POST', body: { pendingToken } });
}
