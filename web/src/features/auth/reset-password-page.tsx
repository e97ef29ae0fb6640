import { useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { authMessages } from '@contracts/identity/contracts/auth-messages.contract.ts';
import { newPasswordSchema } from '@contracts/identity/contracts/sign-in.contract.ts';
import { ApiError } from '../../api/api-client.ts';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { AuthLayout } from './auth-layout.tsx';
import { resetPassword } from './auth-api.ts';
import { FormAlert } from './form-alert.tsx';
import { applyFieldErrors, describeFailure } from './server-errors.ts';
import { PasswordField } from '../../components/ui/form-field.tsx';

type Input = z.input<typeof newPasswordSchema>;
type Output = z.output<typeof newPasswordSchema>;

const linkClass = 'font-medium underline underline-offset-4';

/** The target of the reset e-mail's link (/auth/reset-password?token=...). */
export function ResetPasswordPage({ token }: { token?: string }) {
  const navigate = useNavigate();
  const [linkInvalid, setLinkInvalid] = useState(!token);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await resetPassword({ ...values, token: token ?? '' });
      toast({ title: authMessages.passwordUpdatedTitle, description: authMessages.passwordUpdated });
      await navigate({ to: '/auth/login', replace: true });
    } catch (error) {
      applyFieldErrors(error, ['password', 'confirmPassword'], form.setError);
      if (error instanceof ApiError && error.code === 'invalid_token') setLinkInvalid(true);
      toast({
        title: authMessages.passwordUpdateFailedTitle,
        description: describeFailure(error, authMessages.passwordUpdateFailed),
        variant: 'destructive',
      });
    }
  });

  return (
    <AuthLayout title="Reset Password" description="Choose a new password for your account.">
      {linkInvalid ? (
        <FormAlert className="mb-5">
          {authMessages.resetLinkInvalid}{' '}
          <Link to="/auth/forgot-password" className={linkClass}>
            Request a new link
          </Link>
        </FormAlert>
      ) : null}
      {/* Without a token there is nothing to submit: the alert above offers a new link. */}
      {token ? (
        <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label="Reset password">
          <PasswordField
            id="password"
            label="New password"
            autoComplete="new-password"
            description="At least 8 characters, with a lowercase letter, an uppercase letter and a number."
            error={errors.password?.message}
            {...form.register('password')}
          />
          <PasswordField
            id="confirmPassword"
            label="Confirm new password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...form.register('confirmPassword')}
          />
          <Button type="submit" size="lg" disabled={isSubmitting}>
            {isSubmitting ? 'Updating…' : 'Update Password'}
          </Button>
        </form>
      ) : null}
    </AuthLayout>
  );
}
