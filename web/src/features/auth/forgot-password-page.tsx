import { Link, useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { authMessages } from '@contracts/identity/contracts/auth-messages.contract.ts';
import { forgotPasswordSchema } from '@contracts/identity/contracts/sign-in.contract.ts';
import { ApiError } from '../../api/api-client.ts';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { AuthLayout } from './auth-layout.tsx';
import { requestPasswordReset } from './auth-api.ts';
import { applyFieldErrors } from './server-errors.ts';
import { TextField } from '../../components/ui/form-field.tsx';

type Input = z.input<typeof forgotPasswordSchema>;
type Output = z.output<typeof forgotPasswordSchema>;

export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await requestPasswordReset(values);
      toast({ title: authMessages.passwordResetSentTitle, description: authMessages.passwordResetSent });
      await navigate({ to: '/auth/reset-password-confirm-email' });
    } catch (error) {
      applyFieldErrors(error, ['email'], form.setError);
      // A rate limit explains itself; anything else gets the spec's wording.
      const rateLimited = error instanceof ApiError && error.status === 429;
      toast({
        title: authMessages.passwordResetFailedTitle,
        description: rateLimited ? error.detail : authMessages.passwordResetFailed,
        variant: 'destructive',
      });
    }
  });

  return (
    <AuthLayout
      title="Forgot Password"
      description="Enter the email address of your account and we'll send you a link to reset your password."
      footer={
        <>
          Remembered it?{' '}
          <Link to="/auth/login" className="font-medium text-brand underline-offset-4 hover:underline">
            Back to login
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label="Forgot password">
        <TextField id="email" label="Email" type="email" autoComplete="email" error={errors.email?.message} {...form.register('email')} />
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? 'Sending…' : 'Send Reset Link'}
        </Button>
      </form>
    </AuthLayout>
  );
}
