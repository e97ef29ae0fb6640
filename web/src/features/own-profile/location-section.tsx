import { Controller, useFormContext, useWatch } from 'react-hook-form';
import type { ReferenceData } from '../reference/use-reference-data.ts';
import { FormField } from '../../components/ui/form-field.tsx';
import { FormSection } from './form-section.tsx';
import { OptionCheckboxGroup } from './option-checkbox-group.tsx';
import { OptionSelect } from './option-select.tsx';
import { changeCountry, changeRegion, type ProfileFormValues } from './profile-values.ts';

const DIRTY = { shouldDirty: true, shouldValidate: false } as const;

/** Region → country → cities, with the cascade of spec part 1 section 4. */
export function LocationSection({ reference }: { reference: ReferenceData }) {
  const { control, formState, setValue } = useFormContext<ProfileFormValues>();
  const { errors } = formState;
  const [regionId, countryId] = useWatch({ control, name: ['region', 'country'] });
  const region = reference.regions.find((option) => option.id === regionId);
  const country = region?.countries.find((option) => option.id === countryId);
  const hasCountries = (region?.countries.length ?? 0) > 0;
  const countryLabel = region?.slug === 'north-america' ? 'Area' : 'Country';

  return (
    <FormSection id="location-heading" title="Location" description="Where you are based, or Remote.">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="region" label="Region" required error={errors.region?.message}>
          {(fieldProps) => (
            <Controller
              control={control}
              name="region"
              render={({ field }) => (
                <OptionSelect
                  ref={field.ref}
                  {...fieldProps}
                  value={field.value}
                  onChange={(next) => {
                    const cascade = changeRegion(next);
                    field.onChange(cascade.region);
                    setValue('country', cascade.country, DIRTY);
                    setValue('city', cascade.city, DIRTY);
                  }}
                  onBlur={field.onBlur}
                  placeholder="Select a region"
                  options={reference.regions.map((option) => ({ value: option.id, label: option.label }))}
                />
              )}
            />
          )}
        </FormField>
        {hasCountries ? (
          <FormField id="country" label={countryLabel} required error={errors.country?.message}>
            {(fieldProps) => (
              <Controller
                control={control}
                name="country"
                render={({ field }) => (
                  <OptionSelect
                    ref={field.ref}
                    {...fieldProps}
                    value={field.value}
                    onChange={(next) => {
                      const cascade = changeCountry(next);
                      field.onChange(cascade.country);
                      setValue('city', cascade.city, DIRTY);
                    }}
                    onBlur={field.onBlur}
                    placeholder={`Select a ${countryLabel.toLowerCase()}`}
                    options={(region?.countries ?? []).map((option) => ({ value: option.id, label: option.label }))}
                  />
                )}
              />
            )}
          </FormField>
        ) : null}
      </div>
      {country ? (
        <Controller
          control={control}
          name="city"
          render={({ field }) => (
            <OptionCheckboxGroup
              id="city"
              ref={field.ref}
              legend="Cities (optional)"
              groups={[{ options: country.cities }]}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.city?.message}
              columns={3}
            />
          )}
        />
      ) : null}
    </FormSection>
  );
}
