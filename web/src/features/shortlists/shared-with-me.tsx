import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { shortlistShareMessages as m } from '@contracts/shortlists/contracts/shortlist-messages.contract.ts';
import { useQueryFailureToast } from '../../api/query-failure-toast.ts';
import { PageError } from '../../components/page-states.tsx';
import { Card } from '../../components/ui/card.tsx';
import { cn } from '../../components/ui/cn.ts';
import { fetchSharedShortlists, shortlistKeys } from './shortlists-api.ts';

/** 'Shared with me' on /shortlists: the lists colleagues shared with the client, each opening read-only. */
export function SharedWithMe({ selectedId }: { selectedId: string | undefined }) {
  const shared = useQuery({ queryKey: shortlistKeys.sharedLists(), queryFn: ({ signal }) => fetchSharedShortlists(signal) });
  useQueryFailureToast(shared, m.loadSharedFailed);
  const lists = shared.data?.shortlists ?? [];

  return (
    <Card className="flex flex-col gap-3 p-4">
      <h2 className="text-lg font-semibold" id="shared-with-me-heading">
        {m.sharedWithMe}
      </h2>
      {shared.isPending ? (
        <div className="h-11 animate-pulse rounded-md bg-muted" aria-hidden="true" />
      ) : shared.isError ? (
        <PageError size="compact" message={m.loadSharedFailed} onRetry={() => void shared.refetch()} />
      ) : lists.length === 0 ? (
        <p className="text-sm text-muted-foreground">{m.noSharedShortlists}</p>
      ) : (
        <nav aria-labelledby="shared-with-me-heading">
          <ul className="flex flex-col gap-1">
            {lists.map((list) => {
              const current = list.id === selectedId;
              return (
                <li key={list.id}>
                  <Link
                    to="/shortlists"
                    search={{ shared: list.id }}
                    aria-current={current ? 'page' : undefined}
                    className={cn(
                      'flex items-center justify-between gap-2 rounded-md px-3 py-2.5 text-sm font-medium hover:bg-muted',
                      current && 'bg-brand-soft text-brand hover:bg-brand-soft',
                    )}
                  >
                    <span className="min-w-0">
                      <span className="block truncate">{list.name}</span>
                      <span className="block truncate text-xs font-normal text-muted-foreground">{m.sharedBy(list.ownerName)}</span>
                    </span>
                    <span className="text-xs tabular-nums text-muted-foreground">{list.executiveCount}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      )}
    </Card>
  );
}
