import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, Send } from 'lucide-react';
import { INVITATION_FORM_TABS, type InvitationFormTab } from '@contracts/invitations/contracts/invitation-form.contract.ts';
import { dashboardMessages } from '@contracts/invitations/contracts/invitation-messages.contract.ts';
import type { InvitationQueued, InvitationRow } from '@contracts/invitations/contracts/invitations.contract.ts';
import { currencySymbolFor, formatPriceBand } from '@contracts/reference/contracts/price-format.contract.ts';
import { ApiError } from '../../api/api-client.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormField, TextField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { FormAlert } from '../auth/form-alert.tsx';
import { OptionCheckboxGroup } from '../own-profile/option-checkbox-group.tsx';
import { OptionSelect } from '../own-profile/option-select.tsx';
import type { ReferenceData } from '../reference/use-reference-data.ts';
import {
  changeLocation,
  emptyInvitationValues,
  firstFieldWithError,
  firstTabWithError,
  serverFieldErrors,
  validateInvitation,
  type InvitationField,
  type InvitationFieldErrors,
  type InvitationFormValues,
  type LocationChange,
} from './invitation-form-values.ts';
import { openInvitationTo } from './invitation-rows.ts';
import { createInvitation } from './invitations-api.ts';

type InviteExecutiveFormProps = {
  reference: ReferenceData;
  /** The viewer's invitations, to offer Resend when the address already has an open one. */
  invitations: InvitationRow[] | undefined;
  /** After a successful POST (the e-mail is queued). */
  onQueued: (queued: InvitationQueued) => void;
  onResend: (row: InvitationRow) => void;
  resendingId: string | null;
};

const TAB_IDS = INVITATION_FORM_TABS.map((tab) => tab.id);
/** Every panel stays mounted (hidden when inactive), so a failed submit can focus a field on any tab. */
const PANEL = { forceMount: true, className: 'flex flex-col gap-5 data-[state=inactive]:hidden' } as const;
const fieldId = (field: InvitationField) => `invite-${field}`;

/** The 'Invite New Executive' form of spec part 2 section 2: four tabs, Previous and Next, 'Send Invitation' last. */
export function InviteExecutiveForm({ reference, invitations, onQueued, onResend, resendingId }: InviteExecutiveFormProps) {
  const [values, setValues] = useState<InvitationFormValues>(emptyInvitationValues);
  const [errors, setErrors] = useState<InvitationFieldErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [tab, setTab] = useState<InvitationFormTab>('basic');
  /** After a failed submit: the field to focus once its tab is shown (read by the effect below). */
  const focusRequest = useRef<InvitationField | null>(null);
  const setFocusField = (field: InvitationField | null) => {
    focusRequest.current = field;
  };
  /** The address the server said has an open invitation (409 invitation_open). */
  const [openFor, setOpenFor] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const index = TAB_IDS.indexOf(tab);
  const isFirst = index === 0;
  const isLast = index === TAB_IDS.length - 1;

  // After a failed submit the first field with an error is focused, once its tab is shown.
  useEffect(() => {
    const wanted = focusRequest.current;
    if (!wanted) return;
    const field = formRef.current?.querySelector<HTMLElement>(`#${fieldId(wanted)}`);
    // A checkbox group's id is on its fieldset: focus its first checkbox.
    const target = field?.tagName === 'FIELDSET' ? field.querySelector<HTMLElement>('button') : field;
    if (!target) return;
    focusRequest.current = null;
    target.focus();
  });

  const send = useMutation({
    mutationFn: createInvitation,
    onSuccess: (queued) => {
      setValues(emptyInvitationValues());
      setErrors({});
      setAttempted(false);
      setOpenFor(null);
      setTab('basic');
      onQueued(queued);
    },
    onError: (error, sent) => {
      if (error instanceof ApiError && error.status === 401) {
        toast({ title: dashboardMessages.notSignedInTitle, description: dashboardMessages.notSignedIn, variant: 'destructive' });
        return;
      }
      if (error instanceof ApiError && error.code === 'invitation_open') setOpenFor(sent.email);
      if (error instanceof ApiError && error.status === 400) {
        const fieldErrors = serverFieldErrors(error.fieldErrors);
        const first = firstTabWithError(Object.keys(fieldErrors));
        if (first) {
          setErrors(fieldErrors);
          setTab(first);
          setFocusField(firstFieldWithError(first, fieldErrors) ?? null);
        }
      }
      if (error instanceof ApiError) {
        const description = error.status >= 400 && error.status < 500 ? error.detail : dashboardMessages.sendFailed;
        toast({ title: dashboardMessages.sendFailedTitle, description, variant: 'destructive' });
        return;
      }
      toast({ title: dashboardMessages.unexpectedTitle, description: dashboardMessages.unexpected, variant: 'destructive' });
    },
  });

  const update = (next: InvitationFormValues) => {
    setValues(next);
    // Once a submit has failed, messages follow the values as they are corrected.
    if (attempted) {
      const result = validateInvitation(next);
      setErrors(result.ok ? {} : result.errors);
    }
  };
  const set = (field: Exclude<InvitationField, 'city' | 'priceRanges'>, value: string) => update({ ...values, [field]: value });
  const setLocation = (change: LocationChange) => update({ ...values, ...changeLocation(values, change) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Enter in a field of an earlier tab moves on; only the last tab sends.
    if (!isLast) {
      setTab(TAB_IDS[index + 1]!);
      return;
    }
    setAttempted(true);
    const result = validateInvitation(values);
    if (!result.ok) {
      setErrors(result.errors);
      setTab(result.firstTab);
      setFocusField(firstFieldWithError(result.firstTab, result.errors) ?? null);
      return;
    }
    setErrors({});
    setOpenFor(null);
    send.mutate(result.data);
  };

  const region = reference.regions.find((option) => option.id === values.region);
  const country = region?.countries.find((option) => option.id === values.country);
  const countryLabel = region?.slug === 'north-america' ? 'Area' : 'Country';
  const symbol = currencySymbolFor(region, country);
  const openRow = openFor ? openInvitationTo(invitations, openFor) : undefined;
  const tabHasError = (id: InvitationFormTab) =>
    INVITATION_FORM_TABS.find((candidate) => candidate.id === id)!.fields.some((field) => errors[field]);

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-label={dashboardMessages.inviteTitle} className="flex flex-col gap-6">
      <Tabs value={tab} onValueChange={(next) => setTab(next as InvitationFormTab)}>
        <TabsList aria-label="Invitation form steps" className="grid grid-cols-2 sm:grid-cols-4">
          {INVITATION_FORM_TABS.map((item, position) => (
            <TabsTrigger key={item.id} value={item.id} className="min-w-0 whitespace-normal text-center">
              <span aria-hidden="true" className="hidden text-xs sm:inline">
                {position + 1}.
              </span>
              {item.label}
              {tabHasError(item.id) ? (
                <span className="size-2 shrink-0 rounded-full bg-destructive" role="img" aria-label="has errors" />
              ) : null}
            </TabsTrigger>
          ))}
        </TabsList>

        <TabsContent value="basic" {...PANEL}>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              id={fieldId('firstName')}
              label="First Name"
              required
              autoComplete="off"
              value={values.firstName}
              onChange={(event) => set('firstName', event.target.value)}
              error={errors.firstName}
            />
            <TextField
              id={fieldId('lastName')}
              label="Last Name"
              required
              autoComplete="off"
              value={values.lastName}
              onChange={(event) => set('lastName', event.target.value)}
              error={errors.lastName}
            />
          </div>
          <TextField
            id={fieldId('email')}
            label="Email"
            type="email"
            required
            autoComplete="off"
            inputMode="email"
            value={values.email}
            onChange={(event) => set('email', event.target.value)}
            error={errors.email}
            description="The invitation link is sent to this address."
          />
        </TabsContent>

        <TabsContent value="professional" {...PANEL}>
          <FormField id={fieldId('role')} label="Role" optional error={errors.role}>
            {(fieldProps) => (
              <OptionSelect
                {...fieldProps}
                value={values.role}
                onChange={(next) => set('role', next)}
                placeholder="Select a role"
                options={reference.roles.map((role) => ({ value: role.id, label: role.label }))}
              />
            )}
          </FormField>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField id={fieldId('yearsExperience')} label="Years of Experience" optional error={errors.yearsExperience}>
              {(fieldProps) => (
                <OptionSelect
                  {...fieldProps}
                  value={values.yearsExperience}
                  onChange={(next) => set('yearsExperience', next)}
                  placeholder="Select years"
                  options={reference.yearsOfExperience.map((level) => ({ value: level.slug, label: level.label }))}
                />
              )}
            </FormField>
            <FormField id={fieldId('availability')} label="Availability" optional error={errors.availability}>
              {(fieldProps) => (
                <OptionSelect
                  {...fieldProps}
                  value={values.availability}
                  onChange={(next) => set('availability', next)}
                  placeholder="Select availability"
                  options={reference.profileAvailability.map((option) => ({ value: option.slug, label: option.label }))}
                />
              )}
            </FormField>
          </div>
          <FormField
            id={fieldId('bio')}
            label="Bio"
            optional
            error={errors.bio}
            description="Pre-fills the executive's profile; they can edit it before submitting."
          >
            {(fieldProps) => <Textarea {...fieldProps} value={values.bio} onChange={(event) => set('bio', event.target.value)} />}
          </FormField>
          <OptionCheckboxGroup
            id={fieldId('priceRanges')}
            legend="Price per day (optional)"
            groups={[{ options: reference.priceBands.map((band) => ({ id: band.id, label: formatPriceBand(symbol, band.label) })) }]}
            value={values.priceRanges}
            onChange={(next) => update({ ...values, priceRanges: next })}
            error={errors.priceRanges}
            columns={3}
          />
        </TabsContent>

        <TabsContent value="location" {...PANEL}>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField id={fieldId('region')} label="Region" optional error={errors.region}>
              {(fieldProps) => (
                <OptionSelect
                  {...fieldProps}
                  value={values.region}
                  onChange={(next) => setLocation({ field: 'region', value: next })}
                  placeholder="Select a region"
                  options={reference.regions.map((option) => ({ value: option.id, label: option.label }))}
                />
              )}
            </FormField>
            {region && region.countries.length > 0 ? (
              <FormField id={fieldId('country')} label={countryLabel} optional error={errors.country}>
                {(fieldProps) => (
                  <OptionSelect
                    {...fieldProps}
                    value={values.country}
                    onChange={(next) => setLocation({ field: 'country', value: next })}
                    placeholder={`Select a ${countryLabel.toLowerCase()}`}
                    options={region.countries.map((option) => ({ value: option.id, label: option.label }))}
                  />
                )}
              </FormField>
            ) : null}
          </div>
          {country ? (
            <OptionCheckboxGroup
              id={fieldId('city')}
              legend="Cities (optional)"
              groups={[{ options: country.cities }]}
              value={values.city}
              onChange={(next) => {
                // The group reports the new list; the cascade toggles the one city that changed.
                const toggled = next.find((city) => !values.city.includes(city)) ?? values.city.find((city) => !next.includes(city));
                if (toggled) setLocation({ field: 'city', value: toggled });
              }}
              error={errors.city}
              columns={3}
            />
          ) : region ? (
            <p className="text-sm text-muted-foreground">
              {region.countries.length === 0 ? 'Remote: no country or city to choose.' : `Choose a ${countryLabel.toLowerCase()} to pick cities.`}
            </p>
          ) : null}
        </TabsContent>

        <TabsContent value="contact" {...PANEL}>
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              id={fieldId('phone')}
              label="Phone"
              type="tel"
              optional
              autoComplete="off"
              value={values.phone}
              onChange={(event) => set('phone', event.target.value)}
              error={errors.phone}
            />
            <FormField id={fieldId('linkedinUrl')} label="LinkedIn URL" optional error={errors.linkedinUrl}>
              {(fieldProps) => (
                <Input
                  {...fieldProps}
                  type="url"
                  inputMode="url"
                  autoComplete="off"
                  placeholder="https://www.linkedin.com/in/..."
                  value={values.linkedinUrl}
                  onChange={(event) => set('linkedinUrl', event.target.value)}
                />
              )}
            </FormField>
          </div>
        </TabsContent>
      </Tabs>

      {openFor ? (
        <FormAlert title={dashboardMessages.sendFailedTitle}>
          <p className="break-words">{dashboardMessages.invitationOpen}</p>
          {openRow ? (
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="mt-2"
              disabled={resendingId === openRow.id}
              onClick={() => onResend(openRow)}
            >
              {resendingId === openRow.id ? 'Resending...' : `Resend to ${openRow.email}`}
            </Button>
          ) : null}
        </FormAlert>
      ) : null}

      <div className="flex items-center justify-between gap-3 border-t border-border pt-4">
        <Button type="button" variant="outline" disabled={isFirst} onClick={() => setTab(TAB_IDS[index - 1] ?? 'basic')}>
          <ChevronLeft aria-hidden="true" />
          Previous
        </Button>
        <span className="hidden text-sm text-muted-foreground sm:inline">
          Step {index + 1} of {TAB_IDS.length}
        </span>
        {isLast ? (
          <Button key="send" type="submit" disabled={send.isPending}>
            <Send aria-hidden="true" />
            {send.isPending ? dashboardMessages.sending : dashboardMessages.sendInvitation}
          </Button>
        ) : (
          <Button key="next" type="button" onClick={() => setTab(TAB_IDS[index + 1]!)}>
            Next
            <ChevronRight aria-hidden="true" />
          </Button>
        )}
      </div>
    </form>
  );
}
