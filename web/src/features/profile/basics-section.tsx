import { Controller, useFormContext } from 'react-hook-form';
import { Input } from '../../components/ui/input.tsx';
import type { ReferenceData } from '../reference/use-reference-data.ts';
import { FormField, describedBy } from './form-field.tsx';
import { FormSection } from './form-section.tsx';
import { OptionSelect } from './option-select.tsx';
import type { ProfileFormValues } from './profile-values.ts';

/** Names, role, years of experience and availability. */
export function BasicsSection({ reference }: { reference: ReferenceData }) {
  const { register, control, formState } = useFormContext<ProfileFormValues>();
  const { errors } = formState;
  return (
    <FormSection id="basics-heading" title="Basic information" description="How clients will see you in the directory.">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="firstName" label="First name" required error={errors.firstName?.message}>
          <Input
            id="firstName"
            autoComplete="given-name"
            aria-invalid={errors.firstName ? true : undefined}
            aria-describedby={describedBy('firstName', { error: errors.firstName?.message })}
            {...register('firstName')}
          />
        </FormField>
        <FormField id="lastName" label="Last name" required error={errors.lastName?.message}>
          <Input
            id="lastName"
            autoComplete="family-name"
            aria-invalid={errors.lastName ? true : undefined}
            aria-describedby={describedBy('lastName', { error: errors.lastName?.message })}
            {...register('lastName')}
          />
        </FormField>
      </div>
      <FormField id="role" label="Role" required error={errors.role?.message}>
        <Controller
          control={control}
          name="role"
          render={({ field }) => (
            <OptionSelect
              id="role"
              ref={field.ref}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              placeholder="Select your role"
              options={reference.roles.map((role) => ({ value: role.id, label: role.label }))}
              error={errors.role?.message}
            />
          )}
        />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="yearsExperience" label="Years of experience" required error={errors.yearsExperience?.message}>
          <Controller
            control={control}
            name="yearsExperience"
            render={({ field }) => (
              <OptionSelect
                id="yearsExperience"
                ref={field.ref}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                placeholder="Select years"
                options={reference.yearsOfExperience.map((level) => ({ value: level.slug, label: level.label }))}
                error={errors.yearsExperience?.message}
              />
            )}
          />
        </FormField>
        <FormField id="availability" label="Availability" required error={errors.availability?.message}>
          <Controller
            control={control}
            name="availability"
            render={({ field }) => (
              <OptionSelect
                id="availability"
                ref={field.ref}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                placeholder="Select availability"
                options={reference.profileAvailability.map((option) => ({ value: option.slug, label: option.label }))}
                error={errors.availability?.message}
              />
            )}
          />
        </FormField>
      </div>
    </FormSection>
  );
}
