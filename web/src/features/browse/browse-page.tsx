import { useNavigate, useSearch } from '@tanstack/react-router';
import { Loader2, SearchX } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { useQueryFailureToast } from '../../api/query-failure-toast.ts';
import { PageEmpty, PageError } from '../../components/page-states.tsx';
import { useDocumentTitle } from '../layout/use-document-title.ts';
import { useReferenceData } from '../reference/use-reference-data.ts';
import { clearFilters, countActiveFilters, formatResultCount, hasAnyCriteria, setPage, setSearchText } from './browse-filters.ts';
import type { BrowseSearch } from '@contracts/directory/contracts/browse-search.contract.ts';
import { CompareBar } from '../compare/compare-bar.tsx';
import { ExecutiveCard, ExecutiveCardSkeleton } from './executive-card.tsx';
import { FilterDrawer } from './filter-drawer.tsx';
import { FilterPanel } from './filter-panel.tsx';
import { ResultsPagination } from './results-pagination.tsx';
import { SearchSuggestions } from './search-suggestions.tsx';
import { SearchTextForm } from './search-text-form.tsx';
import { useDirectorySearch } from './use-directory-search.ts';
import { DIRECTORY_LOADING_MESSAGE, isDirectoryLoading } from './directory-loading.ts';
import { SaveSearchButton } from '../saved-searches/save-search-button.tsx';

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

  useQueryFailureToast(results, FETCH_FAILED);

  const data = results.data;
  const loading = results.isPending || results.isPlaceholderData;
  // The API is loading its index and asked to be asked again (retried by itself, never an error).
  const updating = loading && isDirectoryLoading(results.failureReason);
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
        <SaveSearchButton search={search} reference={reference.data} />
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

        <section aria-labelledby="results-heading" aria-busy={loading} className="min-w-0">
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
            <PageError message={FETCH_FAILED} onRetry={() => void results.refetch()} />
          ) : loading ? (
            <>
              {updating ? (
                <p role="status" className="mb-4 flex items-center gap-3 rounded-md border bg-muted/50 px-4 py-3 text-sm text-muted-foreground">
                  <Loader2 className="size-4 shrink-0 animate-spin" aria-hidden="true" />
                  {DIRECTORY_LOADING_MESSAGE}
                </p>
              ) : null}
              <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3" aria-label="Loading results">
                {Array.from({ length: SKELETON_CARDS }, (_, i) => (
                  <li key={i} className="min-w-0">
                    <ExecutiveCardSkeleton />
                  </li>
                ))}
              </ul>
            </>
          ) : data && data.results.length > 0 ? (
            <>
              <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3" aria-label="Talent Leaders">
                {data.results.map((card) => (
                  <li key={card.id} className="min-w-0">
                    <ExecutiveCard card={card} />
                  </li>
                ))}
              </ul>
              <ResultsPagination page={data.page} pageSize={data.pageSize} total={data.total} onPage={(p) => go(setPage(search, p))} />
              {data.suggestions ? (
                <div className="mt-6">
                  <SearchSuggestions suggestions={data.suggestions} search={search} onGo={go} />
                </div>
              ) : null}
            </>
          ) : (
            <PageEmpty icon={SearchX} title="No Talent Leaders found" description="Try adjusting your search filters to see more results.">
              <SearchSuggestions suggestions={data?.suggestions} search={search} onGo={go} />
              <Button onClick={() => go(clearFilters())}>Clear Filters</Button>
            </PageEmpty>
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
      <CompareBar />
    </div>
  );
}
