import { useRef, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { authMessages } from '@contracts/identity/contracts/auth-messages.contract.ts';
import type { ClientSignUp, ExecutiveSignUp } from '@contracts/identity/contracts/sign-up.contract.ts';
import type { SignUpUserType } from '@contracts/identity/contracts/user-types.contract.ts';
import { toast } from '../../components/ui/use-toast.ts';
import { signUp } from './auth-api.ts';
import { applyFieldErrors, describeFailure } from './server-errors.ts';

/**
 * Spec part 1 section 8: success → 'Sign up successful' and /auth/confirm-email; failure →
 * 'Sign up failed' with the server's message (or the generic one), also as a red alert on the form.
 */
export function useSignUp<T extends FieldValues>(userType: SignUpUserType, fields: readonly Path<T>[], setError: UseFormSetError<T>) {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const failureToast = useRef<{ dismiss: () => void } | null>(null);

  const submit = async (values: ClientSignUp | ExecutiveSignUp) => {
    setFailure(null);
    failureToast.current?.dismiss();
    try {
      await signUp(userType, values);
      toast({ title: authMessages.signUpSucceededTitle, description: authMessages.signUpSucceeded });
      await navigate({ to: '/auth/confirm-email', search: { userType } });
    } catch (error) {
      const message = describeFailure(error, authMessages.signUpFailed);
      applyFieldErrors(error, fields, setError);
      setFailure(message);
      failureToast.current = toast({ title: authMessages.signUpFailedTitle, description: message, variant: 'destructive' });
    }
  };

  return { submit, failure };
}
