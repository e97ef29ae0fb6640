import { Check, Columns3 } from 'lucide-react';
import { compareMessages } from '@contracts/profiles/contracts/compare-messages.contract.ts';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { isChosen } from './compare-selection.ts';
import { toggleCompare, useCompareStore } from './compare-store.ts';

type CompareToggleProps = { id: string; label: string; className?: string };

/** 'Compare' on a directory card and the public profile: a toggle button (aria-pressed), a check when chosen. */
export function CompareToggle({ id, label, className }: CompareToggleProps) {
  const chosen = useCompareStore((state) => isChosen(state.choices, id));
  return (
    <Button
      type="button"
      variant="outline"
      aria-pressed={chosen}
      onClick={() => toggleCompare({ id, label })}
      className={cn(chosen && 'border-brand bg-brand-soft text-brand hover:bg-brand-soft', className)}
      data-testid="compare-toggle"
    >
      {chosen ? <Check aria-hidden="true" /> : <Columns3 aria-hidden="true" />}
      {/* The visible word starts the accessible name (WCAG label in name); the pressed state says whether it is chosen. */}
      {compareMessages.addToCompare}
      <span className="sr-only"> {label}</span>
    </Button>
  );
}
