import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { ListChecks } from 'lucide-react';
import { shortlistMessages } from '@contracts/shortlists/contracts/shortlist-messages.contract.ts';
import { useQueryFailureToast } from '../../api/query-failure-toast.ts';
import { PageEmpty, PageError } from '../../components/page-states.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { cn } from '../../components/ui/cn.ts';
import { useDocumentTitle } from '../layout/use-document-title.ts';
import { CreateShortlistDialog } from './create-shortlist-dialog.tsx';
import { SharedShortlistPane } from './shared-shortlist-pane.tsx';
import { SharedWithMe } from './shared-with-me.tsx';
import { ShortlistPane } from './shortlist-pane.tsx';
import { fetchShortlists, shortlistKeys } from './shortlists-api.ts';

/**
 * /shortlists (spec part 1 section 2): the client's lists and those colleagues shared with them
 * on the left, the chosen one on the right.
 */
export function ShortlistsPage() {
  useDocumentTitle('Shortlists');
  const search: { list?: string; shared?: string } = useSearch({ from: '/shortlists' });
  const navigate = useNavigate({ from: '/shortlists' });
  const lists = useQuery({ queryKey: shortlistKeys.lists(), queryFn: ({ signal }) => fetchShortlists(undefined, signal) });
  useQueryFailureToast(lists, shortlistMessages.loadFailed);

  const shortlists = lists.data?.shortlists ?? [];
  // The URL names the chosen list; without one (or a stale one) the newest list is shown.
  const selected = search.shared ? undefined : (shortlists.find((list) => list.id === search.list) ?? shortlists[0]);
  const choose = (id: string | undefined) => void navigate({ search: id ? { list: id } : {} });

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:py-12">
      <header className="mb-6">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Shortlists</h1>
        <p className="mt-2 text-muted-foreground">Keep the Talent Leaders you are considering, with notes only you can see.</p>
      </header>

      <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
        <div className="flex h-fit min-w-0 flex-col gap-4">
          <Card className="flex flex-col gap-3 p-4">
            <div className="flex items-center justify-between gap-2">
              <h2 className="text-lg font-semibold">My Shortlists</h2>
              <CreateShortlistDialog onCreated={choose} />
            </div>
            {lists.isPending ? (
              <div className="flex flex-col gap-2" aria-hidden="true">
                {[0, 1, 2].map((i) => (
                  <div key={i} className="h-11 animate-pulse rounded-md bg-muted" />
                ))}
              </div>
            ) : lists.isError ? (
              <PageError size="compact" message={shortlistMessages.loadFailed} onRetry={() => void lists.refetch()} />
            ) : shortlists.length === 0 ? (
              <p className="text-sm text-muted-foreground">No shortlists yet. Create one to start saving Talent Leaders.</p>
            ) : (
              <nav aria-label="Your shortlists">
                <ul className="flex flex-col gap-1">
                  {shortlists.map((list) => {
                    const current = list.id === selected?.id;
                    return (
                      <li key={list.id}>
                        <Link
                          to="/shortlists"
                          search={{ list: list.id }}
                          aria-current={current ? 'page' : undefined}
                          className={cn(
                            'flex items-center justify-between gap-2 rounded-md px-3 py-2.5 text-sm font-medium hover:bg-muted',
                            current && 'bg-brand-soft text-brand hover:bg-brand-soft',
                          )}
                        >
                          <span className="min-w-0 truncate">{list.name}</span>
                          <span className="text-xs tabular-nums text-muted-foreground">{list.executiveCount}</span>
                        </Link>
                      </li>
                    );
                  })}
                </ul>
              </nav>
            )}
          </Card>
          <SharedWithMe selectedId={search.shared} />
        </div>

        <div>
          {search.shared ? (
            <SharedShortlistPane key={search.shared} shortlistId={search.shared} />
          ) : selected ? (
            <ShortlistPane key={selected.id} shortlistId={selected.id} onDeleted={() => choose(undefined)} />
          ) : lists.isPending || lists.isError ? null : (
            <PageEmpty
              icon={ListChecks}
              headingLevel="h2"
              title="Start your first shortlist"
              description="Create a shortlist, then add Talent Leaders to it from their profiles."
            >
              <div className="flex flex-wrap justify-center gap-2">
                <CreateShortlistDialog onCreated={choose} triggerLabel="Create Shortlist" />
                <Button asChild variant="outline" size="sm">
                  <Link to="/browse">Find Talent Leaders</Link>
                </Button>
              </div>
            </PageEmpty>
          )}
        </div>
      </div>
    </div>
  );
}
