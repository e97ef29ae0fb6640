import { forwardRef } from 'react';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { cn } from '../../components/ui/cn.ts';
import { FieldError, RequiredMark, fieldControlProps } from '../../components/ui/form-field.tsx';
import { toggleSelection } from './profile-values.ts';

export type CheckboxOption = { id: string; label: string };
export type CheckboxOptionGroup = { label?: string; options: CheckboxOption[] };

type OptionCheckboxGroupProps = {
  id: string;
  legend: string;
  groups: CheckboxOptionGroup[];
  value: string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
  error?: string;
  required?: boolean;
  columns?: 2 | 3 | 4;
  emptyText?: string;
};

const COLUMNS = { 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-2 lg:grid-cols-3', 4: 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-4' } as const;

/**
 * A multi-select as a group of checkboxes: a fieldset whose legend names it, every option
 * reachable with Tab and toggled with Space, the error tied to the group. The ref goes to the first
 * checkbox so a failed submit can focus the field.
 */
export const OptionCheckboxGroup = forwardRef<HTMLButtonElement, OptionCheckboxGroupProps>(function OptionCheckboxGroup(
  { id, legend, groups, value, onChange, onBlur, error, required, columns = 3, emptyText },
  ref,
) {
  const total = groups.reduce((sum, group) => sum + group.options.length, 0);
  let first = true;
  return (
    <fieldset
      {...fieldControlProps(id, { error })}
      className="flex min-w-0 flex-col gap-2"
    >
      <legend className="mb-1 text-sm font-medium text-foreground">
        {legend}
        <RequiredMark required={required} />
        {value.length > 0 ? <span className="ml-2 text-xs font-normal text-muted-foreground">{value.length} selected</span> : null}
      </legend>
      {total === 0 && emptyText ? <p className="text-sm text-muted-foreground">{emptyText}</p> : null}
      {groups.map((group, index) => (
        <div key={group.label ?? index} className="flex flex-col gap-1.5">
          {group.label ? (
            <p className="pt-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground">{group.label}</p>
          ) : null}
          <div className={cn('grid gap-x-4 gap-y-1', COLUMNS[columns])}>
            {group.options.map((option) => {
              const checkboxId = `${id}-${option.id}`;
              const isFirst = first;
              first = false;
              return (
                <div key={option.id} className="flex min-h-9 items-center gap-2.5">
                  <Checkbox
                    id={checkboxId}
                    ref={isFirst ? ref : undefined}
                    checked={value.includes(option.id)}
                    onCheckedChange={() => onChange(toggleSelection(value, option.id))}
                    onBlur={onBlur}
                  />
                  <label htmlFor={checkboxId} className="min-w-0 cursor-pointer text-sm break-words text-foreground">
                    {option.label}
                  </label>
                </div>
              );
            })}
          </div>
        </div>
      ))}
      <FieldError id={id} message={error} />
    </fieldset>
  );
});
