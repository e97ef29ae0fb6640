import { Controller, useFormContext } from 'react-hook-form';
import { Input } from '../../components/ui/input.tsx';
import type { ReferenceData } from '../reference/use-reference-data.ts';
import { FormField } from '../../components/ui/form-field.tsx';
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
          {(fieldProps) => <Input {...fieldProps} autoComplete="given-name" {...register('firstName')} />}
        </FormField>
        <FormField id="lastName" label="Last name" required error={errors.lastName?.message}>
          {(fieldProps) => <Input {...fieldProps} autoComplete="family-name" {...register('lastName')} />}
        </FormField>
      </div>
      <FormField id="role" label="Role" required error={errors.role?.message}>
        {(fieldProps) => (
          <Controller
            control={control}
            name="role"
            render={({ field }) => (
              <OptionSelect
                ref={field.ref}
                {...fieldProps}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                placeholder="Select your role"
                options={reference.roles.map((role) => ({ value: role.id, label: role.label }))}
              />
            )}
          />
        )}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="yearsExperience" label="Years of experience" required error={errors.yearsExperience?.message}>
          {(fieldProps) => (
            <Controller
              control={control}
              name="yearsExperience"
              render={({ field }) => (
                <OptionSelect
                  ref={field.ref}
                  {...fieldProps}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  placeholder="Select years"
                  options={reference.yearsOfExperience.map((level) => ({ value: level.slug, label: level.label }))}
                />
              )}
            />
          )}
        </FormField>
        <FormField id="availability" label="Availability" required error={errors.availability?.message}>
          {(fieldProps) => (
            <Controller
              control={control}
              name="availability"
              render={({ field }) => (
                <OptionSelect
                  ref={field.ref}
                  {...fieldProps}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  placeholder="Select availability"
                  options={reference.profileAvailability.map((option) => ({ value: option.slug, label: option.label }))}
                />
              )}
            />
          )}
        </FormField>
      </div>
    </FormSection>
  );
}
