import { useQuery } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { shortlistMessages, shortlistShareMessages as m } from '@contracts/shortlists/contracts/shortlist-messages.contract.ts';
import { useQueryFailureToast } from '../../api/query-failure-toast.ts';
import { PageEmpty, PageError } from '../../components/page-states.tsx';
import { Card } from '../../components/ui/card.tsx';
import { CommentThread } from './comment-thread.tsx';
import { EntryExecutiveSummary } from './entry-executive-summary.tsx';
import { fetchSharedShortlist, shortlistKeys } from './shortlists-api.ts';

/**
 * A list a colleague shared with the viewer: the executives read-only (no remove, no notes) and
 * the comment thread of each, which the viewer can add to.
 */
export function SharedShortlistPane({ shortlistId }: { shortlistId: string }) {
  const queryKey = shortlistKeys.sharedList(shortlistId);
  const shared = useQuery({ queryKey, queryFn: ({ signal }) => fetchSharedShortlist(shortlistId, signal) });
  useQueryFailureToast(shared, shortlistMessages.loadExecutivesFailed);

  if (shared.isPending) {
    return (
      <div className="flex flex-col gap-4" aria-busy="true" aria-label="Loading shortlist">
        {[0, 1].map((i) => (
          <Card key={i} className="h-48 animate-pulse bg-muted" />
        ))}
      </div>
    );
  }
  if (shared.isError) {
    return <PageError message={shortlistMessages.loadExecutivesFailed} onRetry={() => void shared.refetch()} />;
  }

  const { shortlist, entries } = shared.data;
  return (
    <section aria-labelledby="shared-shortlist-name" className="flex flex-col gap-4" data-testid="shared-shortlist">
      <div className="min-w-0">
        <h2 id="shared-shortlist-name" className="text-2xl font-semibold wrap-anywhere">
          {shortlist.name}
        </h2>
        <p className="text-sm text-muted-foreground wrap-anywhere">
          {m.sharedBy(shortlist.ownerName)} · {entries.length} {entries.length === 1 ? 'Talent Leader' : 'Talent Leaders'}
        </p>
        <p className="mt-1 text-sm text-muted-foreground">{m.readOnlyHint}</p>
      </div>
      {entries.length === 0 ? (
        <PageEmpty icon={Users} headingLevel="h3" title="No Talent Leaders on this shortlist yet" description="The owner has not added anyone yet." />
      ) : (
        <ul className="grid gap-4 xl:grid-cols-2">
          {entries.map((entry) => (
            <li key={entry.id} className="min-w-0">
              <Card className="flex flex-col gap-4 p-5" data-testid="shortlist-entry">
                <EntryExecutiveSummary entry={entry} />
                <CommentThread shortlistId={shortlistId} entryId={entry.id} comments={entry.comments} queryKey={queryKey} />
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
