import { useId, useState } from 'react';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Label } from '../../components/ui/label.tsx';
import type { FilterOption } from './filter-options.ts';

const COLLAPSED_COUNT = 5;

type FilterChecklistProps = {
  legend: string;
  options: FilterOption[];
  selected: string[];
  counts: Record<string, number> | undefined;
  onToggle: (slug: string) => void;
  emptyText?: string;
};

/** A multi-select filter (any of the ticked values matches), with a count beside each option. */
export function FilterChecklist({ legend, options, selected, counts, onToggle, emptyText }: FilterChecklistProps) {
  const baseId = useId();
  const [expanded, setExpanded] = useState(false);
  // Ticked options always stay visible, even in the collapsed list.
  const visible =
    expanded || options.length <= COLLAPSED_COUNT + 1
      ? options
      : options.filter((option, index) => index < COLLAPSED_COUNT || selected.includes(option.slug));

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium text-foreground">{legend}</legend>
      {options.length === 0 && emptyText ? <p className="text-sm text-muted-foreground">{emptyText}</p> : null}
      <ul className="flex flex-col gap-2">
        {visible.map((option) => {
          const id = `${baseId}-${option.slug}`;
          const count = counts ? (counts[option.slug] ?? 0) : undefined;
          return (
            <li key={option.slug} className="flex items-center gap-2">
              <Checkbox id={id} checked={selected.includes(option.slug)} onCheckedChange={() => onToggle(option.slug)} />
              <Label htmlFor={id} className="flex flex-1 items-center justify-between gap-2 font-normal">
                <span>{option.label}</span>
                {count === undefined ? null : (
                  <span className="text-xs tabular-nums text-muted-foreground">{count}</span>
                )}
              </Label>
            </li>
          );
        })}
      </ul>
      {options.length > COLLAPSED_COUNT + 1 ? (
        <button
          type="button"
          className="self-start rounded-sm text-sm font-medium text-brand underline-offset-4 hover:underline"
          aria-expanded={expanded}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? 'Show fewer' : `Show all ${options.length}`}
        </button>
      ) : null}
    </fieldset>
  );
}
