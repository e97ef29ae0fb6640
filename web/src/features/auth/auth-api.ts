import type { Session } from '@contracts/identity/contracts/session.contract.ts';
import type { ClientSignUp, ExecutiveSignUp } from '@contracts/identity/contracts/sign-up.contract.ts';
import type { SignUpUserType } from '@contracts/identity/contracts/user-types.contract.ts';
import type { ForgotPassword, ResetPassword, SignIn } from '@contracts/identity/contracts/sign-in.contract.ts';
import { apiFetch } from '../../api/api-client.ts';

/** The identity endpoints the auth screens call (docs/architecture.md, Identity and access). */

type Message = { message: string };

export function signUp(userType: SignUpUserType, form: ClientSignUp | ExecutiveSignUp): Promise<Message> {
  return apiFetch<Message>(`/api/auth/sign-up/${userType}`, { method: 'POST', body: form });
}

export function signIn(form: SignIn): Promise<Session> {
  return apiFetch<Session>('/api/auth/sign-in', { method: 'POST', body: form });
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
