import { useState } from 'react';
import type { DeferredDialogControls } from '../../components/deferred-dialog.tsx';
import type { DirectoryFacets } from '@contracts/directory/contracts/search-directory.contract.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import type { ReferenceData } from '../reference/use-reference-data.ts';
import { countActiveFilters, pickFilters } from './browse-filters.ts';
import type { BrowseSearch } from '@contracts/directory/contracts/browse-search.contract.ts';
import { FilterPanel } from './filter-panel.tsx';

export type FilterDrawerDialogProps = {
  search: BrowseSearch;
  reference: ReferenceData;
  facets: DirectoryFacets | undefined;
  onApply: (filters: BrowseSearch) => void;
} & DeferredDialogControls;

/**
 * The drawer itself, loaded when first opened (filter-drawer.tsx). Choices are drafts until
 * 'Apply Filters', so a phone does not reload the results behind the drawer on every tap; each
 * opening starts from the applied filters.
 */
export function FilterDrawerDialog({ search, reference, facets, onApply, open, onOpenChange, onCloseAutoFocus }: FilterDrawerDialogProps) {
  const [draft, setDraft] = useState<BrowseSearch>(() => pickFilters(search));
  const [wasOpen, setWasOpen] = useState(open);
  // Adjusting state while rendering (React's pattern for it): no frame shows the last draft.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setDraft(pickFilters(search));
  }
  const pending = countActiveFilters(draft);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent side="left" className="gap-0 p-0" aria-describedby="filter-drawer-description" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader className="border-b border-border p-5">
          <DialogTitle className="flex items-center gap-2">
            Filter Talent Leaders
            <Badge data-testid="filter-count">{pending}</Badge>
          </DialogTitle>
          <DialogDescription id="filter-drawer-description">
            {pending === 1 ? '1 filter selected' : `${pending} filters selected`}
            {/* The counts come from the results behind the drawer, not from the draft. */}
            {facets ? '. Counts show the results of the applied filters.' : null}
          </DialogDescription>
        </DialogHeader>
        <div className="flex-1 overflow-y-auto p-5">
          <FilterPanel idPrefix="drawer" filters={draft} onChange={setDraft} reference={reference} facets={facets} compact />
        </div>
        <div className="flex gap-2 border-t border-border p-5">
          <Button variant="outline" className="flex-1" onClick={() => setDraft({})} disabled={pending === 0}>
            Clear all
          </Button>
          <Button
            className="flex-1"
            onClick={() => {
              onApply({ ...(search.q ? { q: search.q } : {}), ...draft });
              onOpenChange(false);
            }}
          >
            Apply Filters
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
