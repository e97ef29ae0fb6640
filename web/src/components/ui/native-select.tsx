import { Fragment, type ChangeEvent } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from './cn.ts';

export type NativeSelectOption = { value: string; label: string };
export type NativeSelectGroup = { label?: string; options: NativeSelectOption[] };

type NativeSelectProps = {
  id: string;
  /** '' is the empty choice, shown as `emptyLabel`. */
  value: string;
  onChange: (value: string) => void;
  emptyLabel: string;
  groups: NativeSelectGroup[];
  disabled?: boolean;
  /** Whether the empty choice reads as a placeholder (muted), as 'Any role' does; 'All Categories' does not. */
  emptyIsPlaceholder?: boolean;
  className?: string;
};

/**
 * The browser's own select, drawn as our Select's trigger (decision 047, 'Not yet': native selects on
 * the public filters): the public filters use it because a phone opens its own picker for it, which
 * suits a long list of places better than a popover, and because it needs no script before it
 * works, where Radix Select and its positioning are 18 KB brotli on each page that has one.
 */
export function NativeSelect({ id, value, onChange, emptyLabel, groups, disabled, emptyIsPlaceholder = true, className }: NativeSelectProps) {
  const options = (list: NativeSelectOption[]) =>
    list.map((option) => (
      <option key={option.value} value={option.value}>
        {option.label}
      </option>
    ));
  return (
    <div className="relative">
      <select
        id={id}
        data-testid={id}
        value={value}
        disabled={disabled}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
        className={cn(
          'h-11 w-full cursor-pointer appearance-none truncate rounded-md border border-input bg-surface pl-3 pr-9 text-sm text-foreground',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50',
          // The empty choice reads as a placeholder; the list itself keeps the text colour.
          emptyIsPlaceholder && value === '' && 'text-muted-foreground [&_option]:text-foreground',
          className,
        )}
      >
        <option value="">{emptyLabel}</option>
        {groups.map((group, index) =>
          group.label ? (
            <optgroup key={group.label} label={group.label}>
              {options(group.options)}
            </optgroup>
          ) : (
            <Fragment key={index}>{options(group.options)}</Fragment>
          ),
        )}
      </select>
      <ChevronDown className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 opacity-60" aria-hidden="true" />
    </div>
  );
}
