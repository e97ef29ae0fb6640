import { forwardRef } from 'react';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select.tsx';
import { describedBy } from './form-field.tsx';

export type SelectOption = { value: string; label: string };

type OptionSelectProps = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  options: SelectOption[];
  placeholder: string;
  error?: string;
  hint?: boolean;
  disabled?: boolean;
};

/** A single-choice Radix Select for the form; '' shows the placeholder. */
export const OptionSelect = forwardRef<HTMLButtonElement, OptionSelectProps>(function OptionSelect(
  { id, value, onChange, onBlur, options, placeholder, error, hint, disabled },
  ref,
) {
  return (
    <Select value={value} onValueChange={onChange} disabled={disabled}>
      <SelectTrigger
        ref={ref}
        id={id}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint, error })}
        className={error ? 'border-destructive' : undefined}
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
