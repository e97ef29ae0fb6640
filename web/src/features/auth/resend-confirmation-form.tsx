import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { authMessages } from '@contracts/identity/contracts/auth-messages.contract.ts';
import { resendConfirmationSchema } from '@contracts/identity/contracts/sign-in.contract.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormAlert } from './form-alert.tsx';
import { TextField } from '../../components/ui/form-field.tsx';
import { useResendConfirmation } from './use-resend-confirmation.ts';

type Input = z.input<typeof resendConfirmationSchema>;
type Output = z.output<typeof resendConfirmationSchema>;

/** Shown on /auth/login?confirmation=invalid: the link was spent or expired, ask for a new one. */
export function ResendConfirmationForm() {
  const { resend, sending } = useResendConfirmation();
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(resendConfirmationSchema), defaultValues: { email: '' } });
  const error = form.formState.errors.email?.message;

  return (
    <div className="mb-6 flex flex-col gap-3 border-b border-border pb-6">
      <FormAlert title={authMessages.confirmationLinkInvalidTitle}>{authMessages.confirmationLinkInvalid}</FormAlert>
      <form
        noValidate
        aria-label="Resend confirmation email"
        onSubmit={form.handleSubmit((values) => resend(values.email))}
        className="flex flex-col gap-3"
      >
        <TextField id="resend-email" label="Email" type="email" autoComplete="email" error={error} {...form.register('email')} />
        <Button type="submit" variant="outline" disabled={sending} className="self-start">
          {authMessages.resendConfirmation}
        </Button>
      </form>
    </div>
  );
}
