import { useState } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import type { DirectoryFacets } from '@contracts/directory/contracts/search-directory.contract.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '../../components/ui/dialog.tsx';
import type { ReferenceData } from '../reference/use-reference-data.ts';
import { countActiveFilters, pickFilters } from './browse-filters.ts';
import type { BrowseSearch } from '@contracts/directory/contracts/browse-search.contract.ts';
import { FilterPanel } from './filter-panel.tsx';

type FilterDrawerProps = {
  search: BrowseSearch;
  reference: ReferenceData;
  facets: DirectoryFacets | undefined;
  onApply: (filters: BrowseSearch) => void;
};

/**
 * Small screens: the filters in a drawer from the left (spec part 1 section 2). Choices are drafts
 * until 'Apply Filters', so a phone does not reload the results behind the drawer on every tap.
 */
export function FilterDrawer({ search, reference, facets, onApply }: FilterDrawerProps) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<BrowseSearch>({});
  const applied = countActiveFilters(search);
  const pending = countActiveFilters(draft);

  const changeOpen = (next: boolean) => {
    if (next) setDraft(pickFilters(search));
    setOpen(next);
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" className="lg:hidden" aria-label={`Filters, ${applied} active`}>
          <SlidersHorizontal aria-hidden="true" />
          Filters
          {applied > 0 ? <Badge data-testid="filter-count-button">{applied}</Badge> : null}
        </Button>
      </DialogTrigger>
      <DialogContent side="left" className="gap-0 p-0" aria-describedby="filter-drawer-description">
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
              setOpen(false);
            }}
          >
            Apply Filters
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
