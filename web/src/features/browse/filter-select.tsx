import { Label } from '../../components/ui/label.tsx';
import { Select, SelectContent, SelectGroup, SelectItem, SelectLabel, SelectTrigger, SelectValue } from '../../components/ui/select.tsx';
import { formatOption, type FilterOption } from './filter-options.ts';

// Radix Select cannot hold an empty value, so this stands for "no choice".
const ANY = '__any__';

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
      <Select value={value ?? ANY} onValueChange={(next) => onChange(next === ANY ? undefined : next)} disabled={disabled}>
        <SelectTrigger id={id} data-testid={id} className="h-10">
          <SelectValue placeholder={anyLabel} />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ANY}>{anyLabel}</SelectItem>
          {groups.map((group, index) => (
            <SelectGroup key={group.label ?? index}>
              {group.label ? <SelectLabel>{group.label}</SelectLabel> : null}
              {group.options.map((option) => (
                <SelectItem key={option.slug} value={option.slug}>
                  {formatOption(option, counts)}
                </SelectItem>
              ))}
            </SelectGroup>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
