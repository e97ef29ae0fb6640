import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Search, Trash2 } from 'lucide-react';
import { shortlistMessages } from '@contracts/shortlists/contracts/shortlist-messages.contract.ts';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../../components/ui/alert-dialog.tsx';
import { toastFailure, useQueryFailureToast } from '../../api/query-failure-toast.ts';
import { toast } from '../../components/ui/use-toast.ts';
import { Button } from '../../components/ui/button.tsx';
import { PageEmpty, PageError } from '../../components/page-states.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Input } from '../../components/ui/input.tsx';
import { filterEntries } from './filter-entries.ts';
import { ShareShortlistDialog } from './share-shortlist-dialog.tsx';
import { ShortlistEntryCard } from './shortlist-entry-card.tsx';
import { deleteShortlist, fetchShortlistEntries, shortlistKeys } from './shortlists-api.ts';
import { refreshAfterWrite } from '../../api/refresh-after-write.ts';

type ShortlistPaneProps = { shortlistId: string; onDeleted: () => void };

/** The right pane: the chosen list's executives, a search box, sharing and deleting the list. */
export function ShortlistPane({ shortlistId, onDeleted }: ShortlistPaneProps) {
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const entries = useQuery({
    queryKey: shortlistKeys.entries(shortlistId),
    queryFn: ({ signal }) => fetchShortlistEntries(shortlistId, signal),
  });
  useQueryFailureToast(entries, shortlistMessages.loadExecutivesFailed);

  const remove = useMutation({
    mutationFn: () => deleteShortlist(shortlistId),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: shortlistKeys.entries(shortlistId) });
      await refreshAfterWrite(queryClient, shortlistKeys.all);
      toast({ title: 'Shortlist deleted', description: `"${entries.data?.shortlist.name ?? 'The shortlist'}" was deleted.` });
      onDeleted();
    },
    onError: (error) => toastFailure(shortlistMessages.deleteFailed, error),
  });

  if (entries.isPending) {
    return (
      <div className="flex flex-col gap-4" aria-busy="true" aria-label="Loading shortlist">
        {[0, 1].map((i) => (
          <Card key={i} className="h-48 animate-pulse bg-muted" />
        ))}
      </div>
    );
  }
  if (entries.isError) {
    return (
      <PageError message={shortlistMessages.loadExecutivesFailed} onRetry={() => void entries.refetch()} />
    );
  }

  const { shortlist } = entries.data;
  const shown = filterEntries(entries.data.entries, text);

  return (
    <section aria-labelledby="shortlist-name" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h2 id="shortlist-name" className="text-2xl font-semibold wrap-anywhere">
            {shortlist.name}
          </h2>
          <p className="text-sm text-muted-foreground">
            {entries.data.entries.length} {entries.data.entries.length === 1 ? 'Talent Leader' : 'Talent Leaders'}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <ShareShortlistDialog shortlistId={shortlistId} shortlistName={shortlist.name} />
          <AlertDialog>
            <AlertDialogTrigger asChild>
              <Button variant="outline" size="sm" disabled={remove.isPending}>
                <Trash2 aria-hidden="true" />
                Delete list
              </Button>
            </AlertDialogTrigger>
            <AlertDialogContent>
              <AlertDialogHeader>
                <AlertDialogTitle>Delete this shortlist?</AlertDialogTitle>
                <AlertDialogDescription>
                  "{shortlist.name}" and your notes on it will be deleted. This cannot be undone.
                </AlertDialogDescription>
              </AlertDialogHeader>
              <AlertDialogFooter>
                <AlertDialogCancel>Cancel</AlertDialogCancel>
                <AlertDialogAction destructive onClick={() => remove.mutate()}>
                  Delete Shortlist
                </AlertDialogAction>
              </AlertDialogFooter>
            </AlertDialogContent>
          </AlertDialog>
        </div>
      </div>

      {entries.data.entries.length > 0 ? (
        <div className="relative">
          <label htmlFor="shortlist-search" className="sr-only">
            Search this shortlist
          </label>
          <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <Input
            id="shortlist-search"
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="Search by name, title or industry"
            className="h-10 pl-9"
          />
        </div>
      ) : null}

      {entries.data.entries.length === 0 ? (
        <PageEmpty title="No Talent Leaders on this shortlist yet" description="Open a profile and choose Add to Shortlist to keep it here.">
          <Button asChild>
            <Link to="/browse">Find Talent Leaders</Link>
          </Button>
        </PageEmpty>
      ) : shown.length === 0 ? (
        <p className="py-8 text-center text-muted-foreground" role="status">
          No Talent Leaders on this shortlist match "{text.trim()}".
        </p>
      ) : (
        <ul className="grid gap-4 xl:grid-cols-2">
          {shown.map((entry) => (
            <li key={entry.id} className="min-w-0">
              <ShortlistEntryCard shortlistId={shortlistId} entry={entry} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
