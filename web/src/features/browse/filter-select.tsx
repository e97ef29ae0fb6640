import { Label } from '../../components/ui/label.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { formatOption, type FilterOption } from './filter-options.ts';

export type FilterSelectGroup = { label?: string; options: FilterOption[] };

type FilterSelectProps = {
  id: string;
  label: string;
  anyLabel: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  groups: FilterSelectGroup[];
  counts: Record<string, number> | undefined;
  disabled?: boolean;
};

/** One single-choice filter; every option shows how many leaders it would give. */
export function FilterSelect({ id, label, anyLabel, value, onChange, groups, counts, disabled }: FilterSelectProps) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect
        id={id}
        className="h-10"
        value={value ?? ''}
        onChange={(next) => onChange(next === '' ? undefined : next)}
        emptyLabel={anyLabel}
        disabled={disabled}
        groups={groups.map((group) => ({
          label: group.label,
          options: group.options.map((option) => ({ value: option.slug, label: formatOption(option, counts) })),
        }))}
      />
    </div>
  );
}
