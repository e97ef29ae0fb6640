import { useEffect } from 'react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { SearchX } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { useDocumentTitle } from '../layout/use-document-title.ts';
import { useReferenceData } from '../reference/use-reference-data.ts';
import { clearFilters, countActiveFilters, formatResultCount, hasAnyCriteria, setPage, setSearchText } from './browse-filters.ts';
import type { BrowseSearch } from './browse-search.ts';
import { ExecutiveCard, ExecutiveCardSkeleton } from './executive-card.tsx';
import { FilterDrawer } from './filter-drawer.tsx';
import { FilterPanel } from './filter-panel.tsx';
import { ResultsPagination } from './results-pagination.tsx';
import { SearchTextForm } from './search-text-form.tsx';
import { useDirectorySearch } from './use-directory-search.ts';

/** Spec part 1 section 9: six skeleton cards while loading. */
const SKELETON_CARDS = 6;
export const FETCH_FAILED = 'Failed to fetch executives';

export function BrowsePage() {
  useDocumentTitle('Find Talent Leaders');
  const search: BrowseSearch = useSearch({ from: '/browse' });
  const navigate = useNavigate({ from: '/browse' });
  const reference = useReferenceData();
  const results = useDirectorySearch(search);

  // Every change is a new history entry, so the back button walks back through the searches.
  const go = (next: BrowseSearch) => void navigate({ search: next });

  useEffect(() => {
    if (results.isError) toast({ title: 'Error', description: FETCH_FAILED, variant: 'destructive' });
  }, [results.isError, results.errorUpdatedAt]);

  const data = results.data;
  const loading = results.isPending || results.isPlaceholderData;
  const active = countActiveFilters(search);
  const page = Number(search.page ?? '1');

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:py-12">
      <header className="mb-6">
        <h1 className="text-3xl font-bold tracking-tight text-foreground sm:text-4xl">Find Talent Leaders</h1>
        <p className="mt-2 text-muted-foreground">
          Search vetted fractional Talent and HR leaders by role, location, industry, tools and availability.
        </p>
      </header>

      <div className="mb-6 flex flex-wrap items-center gap-2">
        <SearchTextForm value={search.q ?? ''} onSubmit={(text) => go(setSearchText(search, text))} />
        {reference.data ? (
          <FilterDrawer search={search} reference={reference.data} facets={data?.facets} onApply={go} />
        ) : null}
      </div>

      <div className="grid gap-8 lg:grid-cols-[17rem_1fr]">
        <aside aria-label="Filters" className="hidden lg:block">
          <div className="sticky top-20 flex max-h-[calc(100vh-6rem)] flex-col gap-4 overflow-y-auto pb-4 pr-2">
            <div className="flex items-center justify-between">
              <h2 className="text-lg font-semibold">Filters</h2>
              {hasAnyCriteria(search) ? (
                <Button variant="link" size="sm" className="h-auto px-0" onClick={() => go(clearFilters())}>
                  Clear all
                </Button>
              ) : null}
            </div>
            {reference.data ? (
              <FilterPanel idPrefix="sidebar" filters={search} onChange={go} reference={reference.data} facets={data?.facets} />
            ) : reference.isError ? (
              <p role="alert" className="text-sm text-destructive">
                Filter options could not be loaded.
              </p>
            ) : (
              <div className="flex flex-col gap-4" aria-hidden="true">
                {Array.from({ length: 6 }, (_, i) => (
                  <div key={i} className="h-10 animate-pulse rounded-md bg-muted" />
                ))}
              </div>
            )}
          </div>
        </aside>

        <section aria-labelledby="results-heading" aria-busy={loading}>
          <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
            <h2 id="results-heading" className="text-xl font-semibold" aria-live="polite">
              {data && !results.isPlaceholderData ? formatResultCount(data.total) : 'Searching Talent Leaders...'}
            </h2>
            {hasAnyCriteria(search) ? (
              // The sidebar has its own 'Clear all'; this one serves small screens.
              <Button variant="outline" size="sm" className="lg:hidden" onClick={() => go(clearFilters())}>
                Clear all{active > 0 ? ` (${active})` : ''}
              </Button>
            ) : null}
          </div>

          {results.isError ? (
            <Card role="alert" className="flex flex-col items-center gap-3 p-8 text-center">
              <p className="font-medium text-destructive">{FETCH_FAILED}</p>
              <Button variant="outline" onClick={() => void results.refetch()}>
                Try again
              </Button>
            </Card>
          ) : loading ? (
            <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3" aria-label="Loading results">
              {Array.from({ length: SKELETON_CARDS }, (_, i) => (
                <li key={i}>
                  <ExecutiveCardSkeleton />
                </li>
              ))}
            </ul>
          ) : data && data.results.length > 0 ? (
            <>
              <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3" aria-label="Talent Leaders">
                {data.results.map((card) => (
                  <li key={card.id}>
                    <ExecutiveCard card={card} />
                  </li>
                ))}
              </ul>
              <ResultsPagination page={data.page} pageSize={data.pageSize} total={data.total} onPage={(p) => go(setPage(search, p))} />
            </>
          ) : (
            <Card className="flex flex-col items-center gap-3 p-10 text-center">
              <SearchX className="size-10 text-muted-foreground" aria-hidden="true" />
              <h3 className="text-lg font-semibold">No Talent Leaders found</h3>
              <p className="text-muted-foreground">Try adjusting your search filters to see more results.</p>
              <Button onClick={() => go(clearFilters())}>Clear Filters</Button>
            </Card>
          )}
          {page > 1 && data && data.results.length === 0 && !loading ? (
            <p className="mt-4 text-center text-sm">
              <Button variant="link" onClick={() => go(setPage(search, 1))}>
                Back to the first page
              </Button>
            </p>
          ) : null}
        </section>
      </div>
    </div>
  );
}
