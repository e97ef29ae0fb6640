import type { SavedSearchFrequency } from '@contracts/saved-searches/contracts/saved-searches.contract.ts';
import { FREQUENCY_LABELS } from '@contracts/saved-searches/contracts/saved-searches-messages.contract.ts';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select.tsx';

type FrequencySelectProps = {
  id: string;
  value: SavedSearchFrequency;
  onChange: (frequency: SavedSearchFrequency) => void;
  disabled?: boolean;
  'aria-label'?: string;
};

/** How often the alert e-mail comes: daily or weekly. */
export function FrequencySelect({ id, value, onChange, disabled, 'aria-label': ariaLabel }: FrequencySelectProps) {
  return (
    <Select value={value} onValueChange={(next) => onChange(next as SavedSearchFrequency)} disabled={disabled}>
      <SelectTrigger id={id} data-testid={id} className="h-10 w-full sm:w-36" aria-label={ariaLabel}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {(Object.keys(FREQUENCY_LABELS) as SavedSearchFrequency[]).map((frequency) => (
          <SelectItem key={frequency} value={frequency}>
            {FREQUENCY_LABELS[frequency]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
