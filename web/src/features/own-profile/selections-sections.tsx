import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { currencySymbolFor, formatPriceBand } from '@contracts/reference/contracts/price-format.contract.ts';
import type { ReferenceData } from '../reference/use-reference-data.ts';
import { FormSection } from './form-section.tsx';
import { OptionCheckboxGroup, type CheckboxOptionGroup } from './option-checkbox-group.tsx';
import type { ProfileFormValues } from './profile-values.ts';

type ListField = 'priceRanges' | 'industries' | 'technologies' | 'companySizes' | 'vcStages' | 'languages' | 'markets' | 'revenueJourneys';

function SelectionField({ name, legend, groups, columns }: { name: ListField; legend: string; groups: CheckboxOptionGroup[]; columns?: 2 | 3 | 4 }) {
  const { control, formState } = useFormContext<ProfileFormValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <OptionCheckboxGroup
          id={name}
          ref={field.ref}
          legend={legend}
          required
          groups={groups}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={formState.errors[name]?.message}
          columns={columns}
        />
      )}
    />
  );
}

/** The tools grouped by category, in reference order. */
export function groupTechnologies(technologies: ReferenceData['technologies']): CheckboxOptionGroup[] {
  const groups = new Map<string, CheckboxOptionGroup>();
  for (const tool of technologies) {
    const group = groups.get(tool.category) ?? { label: tool.category, options: [] };
    group.options.push(tool);
    groups.set(tool.category, group);
  }
  return [...groups.values()];
}


export function ExpertiseSection({ reference }: { reference: ReferenceData }) {
  return (
    <FormSection id="expertise-heading" title="Areas of expertise" description="Select every option that applies.">
      <SelectionField name="industries" legend="Industries" groups={[{ options: reference.industries }]} />
      <SelectionField name="technologies" legend="HR technologies and tools" groups={groupTechnologies(reference.technologies)} />
      <SelectionField name="languages" legend="Languages" groups={[{ options: reference.languages }]} columns={4} />
      <SelectionField name="markets" legend="Markets" groups={[{ options: reference.markets }]} />
    </FormSection>
  );
}

export function PreferencesSection({ reference }: { reference: ReferenceData }) {
  const { control } = useFormContext<ProfileFormValues>();
  const [region, country] = useWatch({ control, name: ['region', 'country'] });
  const chosenRegion = reference.regions.find((option) => option.id === region);
  const symbol = currencySymbolFor(chosenRegion, chosenRegion?.countries.find((option) => option.id === country));
  return (
    <FormSection id="preferences-heading" title="Company preferences and rates" description="The companies you work best with, and your day rate.">
      <SelectionField name="companySizes" legend="Company sizes" groups={[{ options: reference.companySizes }]} />
      <SelectionField
        name="vcStages"
        legend="VC stages"
        groups={[{ options: reference.vcStages.filter((stage) => stage.onProfile) }]}
        columns={4}
      />
      <SelectionField name="revenueJourneys" legend="Revenue journeys" groups={[{ options: reference.revenueJourneys }]} columns={4} />
      <SelectionField
        name="priceRanges"
        legend="Price per day"
        groups={[{ options: reference.priceBands.map((band) => ({ id: band.id, label: formatPriceBand(symbol, band.label) })) }]}
      />
    </FormSection>
  );
}
