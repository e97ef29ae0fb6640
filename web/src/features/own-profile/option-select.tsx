import { forwardRef } from 'react';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select.tsx';
import type { FieldControlProps } from '../../components/ui/form-field.tsx';

export type SelectOption = { value: string; label: string };

/** The id and aria attributes come from FormField's render function. */
type OptionSelectProps = FieldControlProps & {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  options: SelectOption[];
  placeholder: string;
  disabled?: boolean;
};

/** A single-choice Radix Select for the form; '' shows the placeholder. */
export const OptionSelect = forwardRef<HTMLButtonElement, OptionSelectProps>(function OptionSelect(
  { value, onChange, onBlur, options, placeholder, disabled, ...control },
  ref,
) {
  return (
    <Select value={value} onValueChange={onChange} disabled={disabled}>
      <SelectTrigger
        ref={ref}
        onBlur={onBlur}
        {...control}
        className="aria-[invalid=true]:border-destructive"
      >
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
});
