import { Suspense } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import type { DirectoryFacets } from '@contracts/directory/contracts/search-directory.contract.ts';
import { deferredDialog, useDeferredDialog } from '../../components/deferred-dialog.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
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
  const drawer = useDeferredDialog(loadDrawer);
  const applied = countActiveFilters(search);
  return (
    <>
      <Button variant="outline" className="lg:hidden" aria-label={`Filters, ${applied} active`} {...drawer.triggerProps}>
        <SlidersHorizontal aria-hidden="true" />
        Filters
        {applied > 0 ? <Badge data-testid="filter-count-button">{applied}</Badge> : null}
      </Button>
      {drawer.mounted ? (
        <Suspense fallback={null}>
          <FilterDrawerDialog
            search={search}
            reference={reference}
            facets={facets}
            onApply={onApply}
            {...drawer.controls}
          />
        </Suspense>
      ) : null}
    </>
  );
}
