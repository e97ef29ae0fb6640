import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { BellRing } from 'lucide-react';
import { savedSearchMessages as m } from '@contracts/saved-searches/contracts/saved-searches-messages.contract.ts';
import { useQueryFailureToast } from '../../api/query-failure-toast.ts';
import { PageEmpty, PageError, PageLoading } from '../../components/page-states.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useDocumentTitle } from '../layout/use-document-title.ts';
import { useReferenceData } from '../reference/use-reference-data.ts';
import { SavedSearchRow } from './saved-search-row.tsx';
import { fetchSavedSearches, savedSearchKeys } from './saved-searches-api.ts';

/** /saved-searches (clients): every saved search with its alerts, newest first. */
export function SavedSearchesPage() {
  useDocumentTitle(m.pageTitle);
  const reference = useReferenceData();
  const searches = useQuery({ queryKey: savedSearchKeys.list(), queryFn: ({ signal }) => fetchSavedSearches(signal) });
  useQueryFailureToast(searches, m.loadFailed);

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 lg:py-12">
      <header className="mb-6">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{m.pageTitle}</h1>
        <p className="mt-2 text-muted-foreground">Get an e-mail when newly approved Talent Leaders match a search you saved.</p>
      </header>
      {searches.isPending ? (
        <PageLoading label="Loading saved searches..." />
      ) : searches.isError ? (
        <PageError message={m.loadFailed} onRetry={() => void searches.refetch()} />
      ) : searches.data.savedSearches.length === 0 ? (
        <PageEmpty icon={BellRing} title={m.emptyTitle} description={m.emptyDescription}>
          <Button asChild>
            <Link to="/browse">Find Talent Leaders</Link>
          </Button>
        </PageEmpty>
      ) : (
        <ul className="flex flex-col gap-4" aria-label={m.pageTitle}>
          {searches.data.savedSearches.map((savedSearch) => (
            <li key={savedSearch.id} className="min-w-0">
              <SavedSearchRow savedSearch={savedSearch} reference={reference.data} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
