import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from '@tanstack/react-router';
import { CalendarDays, CheckCircle2, Globe2, PenLine, Users } from 'lucide-react';
import type { JoinCommunity, JoinCommunityInput } from '@contracts/community/contracts/community-form.contract.ts';
import { JOIN_FORM_PREFERENCES, PREFERENCE_KEYS } from '@contracts/community/contracts/community-preferences.contract.ts';
import { joinMessages } from '@contracts/community/contracts/community-messages.contract.ts';
import { deferredSchemaResolver, useSchemaFetchedOnMount } from '../../components/deferred-schema-resolver.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Label } from '../../components/ui/label.tsx';
import { TextField } from '../../components/ui/form-field.tsx';
import { toastFailure } from '../../api/query-failure-toast.ts';
import { useDocumentTitle } from '../layout/use-document-title.ts';
import { useJoinCommunity } from './community-api.ts';

const HIGHLIGHT_ICONS = [Users, Globe2, CalendarDays, PenLine];

function Highlights() {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Community highlights">
      {joinMessages.highlights.map((highlight, index) => {
        const Icon = HIGHLIGHT_ICONS[index] ?? Users;
        return (
          <li key={highlight.label}>
            <Card className="flex h-full flex-col items-center gap-1 p-4 text-center">
              <Icon className="size-6 text-accent" aria-hidden="true" />
              <span className="text-2xl font-bold text-foreground">{highlight.value}</span>
              <span className="text-sm text-muted-foreground">{highlight.label}</span>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}

function Welcome() {
  return (
    <Card role="status" className="flex flex-col items-center gap-3 p-8 text-center">
      <CheckCircle2 className="size-12 text-brand" aria-hidden="true" />
      <h2 id="join-form-title" className="text-2xl font-semibold text-foreground">{joinMessages.welcome}</h2>
      <p className="max-w-md text-muted-foreground">{joinMessages.welcomeDescription}</p>
      <Button asChild size="lg" className="mt-2">
        <Link to="/">{joinMessages.backHome}</Link>
      </Button>
    </Card>
  );
}

const joinCommunityResolver = deferredSchemaResolver(() =>
  import('@contracts/community/contracts/community-form.contract.ts').then((contract) => contract.joinCommunitySchema),
);

function JoinForm({ onJoined }: { onJoined: () => void }) {
  const join = useJoinCommunity();
  useSchemaFetchedOnMount(joinCommunityResolver);
  const form = useForm<JoinCommunityInput, unknown, JoinCommunity>({
    resolver: joinCommunityResolver,
    defaultValues: { firstName: '', lastName: '', email: '', company: '', jobTitle: '', preferences: JOIN_FORM_PREFERENCES, website: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = async (values: JoinCommunity) => {
    try {
      await join.mutateAsync(values);
      onJoined();
    } catch (error) {
      toastFailure(joinMessages.failed, error);
    }
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="flex flex-col gap-5" aria-label={joinMessages.formTitle}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField id="firstName" label="First name" required autoComplete="given-name" error={errors.firstName?.message} {...form.register('firstName')} />
        <TextField id="lastName" label="Last name" required autoComplete="family-name" error={errors.lastName?.message} {...form.register('lastName')} />
      </div>
      <TextField id="email" label="Email" type="email" required autoComplete="email" error={errors.email?.message} {...form.register('email')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField id="company" label="Company" optional autoComplete="organization" error={errors.company?.message} {...form.register('company')} />
        <TextField id="jobTitle" label="Job title" optional autoComplete="organization-title" error={errors.jobTitle?.message} {...form.register('jobTitle')} />
      </div>
      {/* A honeypot: hidden from people and screen readers, filled in by bots. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="website">Website</label>
        <input id="website" type="text" tabIndex={-1} autoComplete="off" {...form.register('website')} />
      </div>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-medium text-foreground">{joinMessages.preferencesTitle}</legend>
        {PREFERENCE_KEYS.map((key) => (
          <Controller
            key={key}
            control={form.control}
            name={`preferences.${key}`}
            render={({ field }) => (
              <div className="flex items-start gap-3">
                <Checkbox
                  id={`preference-${key}`}
                  className="mt-0.5"
                  aria-describedby={`preference-${key}-description`}
                  checked={field.value ?? true}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                  onBlur={field.onBlur}
                />
                <div className="flex min-w-0 flex-col gap-0.5">
                  <Label htmlFor={`preference-${key}`} className="font-normal">
                    {joinMessages.preferenceLabels[key]}
                  </Label>
                  {/* Part of the wording the consent record keeps (consentWordingFor). */}
                  <p id={`preference-${key}-description`} className="text-sm text-muted-foreground">
                    {joinMessages.preferenceDescriptions[key]}
                  </p>
                </div>
              </div>
            )}
          />
        ))}
        <p className="text-sm text-muted-foreground">{joinMessages.consentNotice}</p>
      </fieldset>
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? joinMessages.submitting : joinMessages.submit}
      </Button>
    </form>
  );
}

/** /join-community: the highlights, the form, and the welcome once joined (spec part 2 section 2). */
export function JoinCommunityPage() {
  useDocumentTitle('Join the Community');
  const [joined, setJoined] = useState(false);
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight text-foreground sm:text-4xl">{joinMessages.title}</h1>
      <p className="mt-3 text-lg text-muted-foreground">{joinMessages.intro}</p>
      <div className="mt-8">
        <Highlights />
      </div>
      <section className="mt-10" aria-labelledby="join-form-title">
        {joined ? (
          <Welcome />
        ) : (
          <Card className="p-6 sm:p-8">
            <h2 id="join-form-title" className="mb-6 text-xl font-semibold text-foreground">
              {joinMessages.formTitle}
            </h2>
            <JoinForm onJoined={() => setJoined(true)} />
          </Card>
        )}
      </section>
    </div>
  );
}
