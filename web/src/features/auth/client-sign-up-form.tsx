import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { authMessages } from '@contracts/identity/contracts/auth-messages.contract.ts';
import { PLANNED_HIRES, clientSignUpSchema } from '@contracts/identity/contracts/sign-up.contract.ts';
import { Button } from '../../components/ui/button.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select.tsx';
import { useReferenceData } from '../reference/use-reference-data.ts';
import { FormAlert } from './form-alert.tsx';
import { FormField, PasswordField, TextField } from '../../components/ui/form-field.tsx';
import { useSignUp } from './use-sign-up.ts';

type Input = z.input<typeof clientSignUpSchema>;
type Output = z.output<typeof clientSignUpSchema>;

const FIELDS = ['firstName', 'lastName', 'email', 'password', 'companyName', 'jobTitle', 'plannedHires', 'useAI'] as const;

export function ClientSignUpForm() {
  const reference = useReferenceData();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(clientSignUpSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '', companyName: '', jobTitle: '', useAI: false },
  });
  const { errors, isSubmitting } = form.formState;
  const { submit, failure } = useSignUp<Input>('client', FIELDS, form.setError);
  // The options come from GET /api/reference; should it fail, the contract's own list still works.
  const plannedHires = reference.data?.plannedHires ?? (reference.isError ? PLANNED_HIRES.map((v) => ({ id: v, slug: v, label: v })) : []);

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-5" aria-label="Client sign up">
      {failure ? <FormAlert title={authMessages.signUpFailedTitle}>{failure}</FormAlert> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField id="firstName" label="First name" autoComplete="given-name" error={errors.firstName?.message} {...form.register('firstName')} />
        <TextField id="lastName" label="Last name" autoComplete="family-name" error={errors.lastName?.message} {...form.register('lastName')} />
      </div>
      <TextField
        id="email"
        label="Work email"
        type="email"
        autoComplete="email"
        description="Use your company address; personal addresses such as Gmail are not accepted."
        error={errors.email?.message}
        {...form.register('email')}
      />
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
          label="Company name"
          autoComplete="organization"
          error={errors.companyName?.message}
          {...form.register('companyName')}
        />
        <TextField
          id="jobTitle"
          label="Job title"
          autoComplete="organization-title"
          error={errors.jobTitle?.message}
          {...form.register('jobTitle')}
        />
      </div>
      <Controller
        control={form.control}
        name="plannedHires"
        render={({ field, fieldState }) => (
          <FormField id="plannedHires" label="How many HR hires do you plan in the next 12 months?" error={fieldState.error?.message}>
            {(fieldProps) => (
              <Select value={field.value ?? ''} onValueChange={field.onChange} disabled={plannedHires.length === 0}>
                <SelectTrigger ref={field.ref} onBlur={field.onBlur} {...fieldProps} className="aria-[invalid=true]:border-destructive">
                  <SelectValue placeholder={reference.isPending ? 'Loading…' : 'Select planned hires'} />
                </SelectTrigger>
                <SelectContent>
                  {plannedHires.map((option) => (
                    <SelectItem key={option.id} value={option.slug}>
                      {option.label}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </FormField>
        )}
      />
      <Controller
        control={form.control}
        name="useAI"
        render={({ field }) => (
          <fieldset className="flex flex-col gap-2">
            <legend className="text-sm font-medium text-foreground">Do you use AI tools in your hiring?</legend>
            <div className="flex gap-3">
              {[
                { label: 'Yes', value: true },
                { label: 'No', value: false },
              ].map((choice) => (
                <label
                  key={choice.label}
                  className="flex h-11 flex-1 cursor-pointer items-center gap-2 rounded-md border border-input bg-surface px-3 text-sm has-[:checked]:border-brand has-[:checked]:bg-brand-soft sm:flex-none sm:px-5"
                >
                  <input
                    type="radio"
                    name={field.name}
                    checked={(field.value ?? false) === choice.value}
                    onChange={() => field.onChange(choice.value)}
                    onBlur={field.onBlur}
                    className="size-4 accent-brand"
                  />
                  {choice.label}
                </label>
              ))}
            </div>
          </fieldset>
        )}
      />
      <p className="text-xs text-muted-foreground">
        Your planned hires and AI answers are used only in anonymous market analysis.
      </p>
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? 'Creating account…' : 'Create Account'}
      </Button>
    </form>
  );
}
