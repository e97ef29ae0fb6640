import { Label } from '../../components/ui/label.tsx';
import { Select, SelectContent, SelectGroup, SelectItem, SelectLabel, SelectTrigger, SelectValue } from '../../components/ui/select.tsx';
import type { ReferenceOption } from '../reference/use-reference-data.ts';

// Radix Select cannot hold an empty value, so 'any' stands for "no choice" and maps back to ''.
const ANY = '__any__';

export type SearchSelectGroup = { label?: string; options: (ReferenceOption & { hint?: string })[] };

type SearchSelectProps = {
  id: string;
  label: string;
  anyLabel: string;
  value: string;
  onChange: (value: string) => void;
  groups: SearchSelectGroup[];
  disabled?: boolean;
};

export function SearchSelect({ id, label, anyLabel, value, onChange, groups, disabled }: SearchSelectProps) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value || ANY} onValueChange={(next) => onChange(next === ANY ? '' : next)} disabled={disabled}>
        <SelectTrigger id={id} data-testid={id}>
          <SelectValue placeholder={anyLabel} />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ANY}>{anyLabel}</SelectItem>
          {groups.map((group, index) => (
            <SelectGroup key={group.label ?? index}>
              {group.label ? <SelectLabel>{group.label}</SelectLabel> : null}
              {group.options.map((option) => (
                <SelectItem key={option.id} value={option.slug} data-value={option.slug}>
                  {option.hint ? `${option.label} (${option.hint})` : option.label}
                </SelectItem>
              ))}
            </SelectGroup>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
