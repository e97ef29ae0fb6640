import { SlidersHorizontal } from 'lucide-react';
import type { DirectoryFacets } from '@contracts/directory/contracts/search-directory.contract.ts';
import { DeferredDialogButton, deferredDialog } from '../../components/deferred-dialog.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import type { ReferenceData } from '../reference/use-reference-data.ts';
import { countActiveFilters } from './browse-filters.ts';
import type { BrowseSearch } from '@contracts/directory/contracts/browse-search.contract.ts';

const loadDrawer = () => import('./filter-drawer-dialog.tsx').then((module) => module.FilterDrawerDialog);
const FilterDrawerDialog = deferredDialog(loadDrawer);

type FilterDrawerProps = {
  search: BrowseSearch;
  reference: ReferenceData;
  facets: DirectoryFacets | undefined;
  onApply: (filters: BrowseSearch) => void;
};

/**
 * Small screens: the filters in a drawer from the left (spec part 1 section 2). The button is part
 * of the page; the drawer's code loads as it is first opened (a phone's pointer has no hover).
 */
export function FilterDrawer({ search, reference, facets, onApply }: FilterDrawerProps) {
  const applied = countActiveFilters(search);
  return (
    <DeferredDialogButton
      variant="outline"
      className="lg:hidden"
      aria-label={`Filters, ${applied} active`}
      prefetch={loadDrawer}
      dialog={(controls) => <FilterDrawerDialog search={search} reference={reference} facets={facets} onApply={onApply} {...controls} />}
    >
      <SlidersHorizontal aria-hidden="true" />
      Filters
      {applied > 0 ? <Badge data-testid="filter-count-button">{applied}</Badge> : null}
    </DeferredDialogButton>
  );
}
