import { Link } from '@tanstack/react-router';
import { X } from 'lucide-react';
import { MAX_COMPARED_EXECUTIVES, compareMessages } from '@contracts/profiles/contracts/compare-messages.contract.ts';
import { Button } from '../../components/ui/button.tsx';
import { compareIdsParam } from './compare-selection.ts';
import { clearCompare, removeFromCompare, useCompareStore } from './compare-store.ts';

/**
 * The sticky bar at the bottom of /browse and /executives/{id} while leaders are chosen: each one
 * with a remove button, and 'Compare (n)' to /compare?ids=…. Hidden when nothing is chosen.
 */
export function CompareBar() {
  const choices = useCompareStore((state) => state.choices);
  if (choices.length === 0) return null;
  return (
    <section
      aria-label="Leaders to compare"
      className="sticky bottom-0 z-30 mt-8 border-t border-border bg-surface/95 shadow-[0_-4px_12px_rgba(0,0,0,0.06)] backdrop-blur"
      data-testid="compare-bar"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:px-6">
        <p className="shrink-0 text-sm font-medium text-muted-foreground">
          {choices.length} of {MAX_COMPARED_EXECUTIVES} chosen
        </p>
        <ul className="flex min-w-0 flex-1 flex-wrap gap-2">
          {choices.map((choice) => (
            <li key={choice.id} className="inline-flex max-w-full min-w-0 items-center gap-1 rounded-full border border-border bg-background py-0.5 pl-3 pr-0.5 text-sm">
              <span className="min-w-0 truncate">{choice.label}</span>
              <button
                type="button"
                onClick={() => removeFromCompare(choice.id)}
                aria-label={`${compareMessages.removeFromCompare}: ${choice.label}`}
                className="inline-flex size-7 shrink-0 items-center justify-center rounded-full text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
        <div className="flex shrink-0 gap-2">
          <Button type="button" variant="ghost" size="sm" onClick={clearCompare}>
            {compareMessages.clearAll}
          </Button>
          <Button asChild size="sm">
            <Link to="/compare" search={{ ids: compareIdsParam(choices) }}>
              Compare ({choices.length})
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
