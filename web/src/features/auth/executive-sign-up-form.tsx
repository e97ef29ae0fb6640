import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { authMessages } from '@contracts/identity/contracts/auth-messages.contract.ts';
import { executiveSignUpSchema } from '@contracts/identity/contracts/sign-up.contract.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormAlert } from './form-alert.tsx';
import { PasswordField, TextField } from '../../components/ui/form-field.tsx';
import { useSignUp } from './use-sign-up.ts';

type Input = z.input<typeof executiveSignUpSchema>;
type Output = z.output<typeof executiveSignUpSchema>;

const FIELDS = ['firstName', 'lastName', 'email', 'password', 'companyName', 'jobTitle'] as const;

export function ExecutiveSignUpForm() {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(executiveSignUpSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '', companyName: '', jobTitle: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const { submit, failure } = useSignUp<Input>('executive', FIELDS, form.setError);

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-5" aria-label="Executive sign up">
      {failure ? <FormAlert title={authMessages.signUpFailedTitle}>{failure}</FormAlert> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField id="firstName" label="First name" autoComplete="given-name" error={errors.firstName?.message} {...form.register('firstName')} />
        <TextField id="lastName" label="Last name" autoComplete="family-name" error={errors.lastName?.message} {...form.register('lastName')} />
      </div>
      <TextField id="email" label="Email" type="email" autoComplete="email" error={errors.email?.message} {...form.register('email')} />
      <PasswordField
        id="password"
        label="Password"
        autoComplete="new-password"
        description="At least 8 characters."
        error={errors.password?.message}
        {...form.register('password')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="companyName"
          label="Current company"
          optional
          autoComplete="organization"
          error={errors.companyName?.message}
          {...form.register('companyName')}
        />
        <TextField
          id="jobTitle"
          label="Job title"
          optional
          autoComplete="organization-title"
          error={errors.jobTitle?.message}
          {...form.register('jobTitle')}
        />
      </div>
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? 'Creating account…' : 'Create Account'}
      </Button>
    </form>
  );
}
