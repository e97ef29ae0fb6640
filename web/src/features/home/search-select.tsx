import { Label } from '../../components/ui/label.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import type { ReferenceOption } from '../reference/use-reference-data.ts';

export type SearchSelectGroup = { label?: string; options: (ReferenceOption & { hint?: string })[] };

type SearchSelectProps = {
  id: string;
  label: string;
  anyLabel: string;
  /** '' for no choice. */
  value: string;
  onChange: (value: string) => void;
  groups: SearchSelectGroup[];
  disabled?: boolean;
};

export function SearchSelect({ id, label, anyLabel, value, onChange, groups, disabled }: SearchSelectProps) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect
        id={id}
        value={value}
        onChange={onChange}
        emptyLabel={anyLabel}
        disabled={disabled}
        groups={groups.map((group) => ({
          label: group.label,
          options: group.options.map((option) => ({ value: option.slug, label: option.hint ? `${option.label} (${option.hint})` : option.label })),
        }))}
      />
    </div>
  );
}
