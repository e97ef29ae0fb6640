import { useEffect } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { ArrowLeft, Columns3, Info, X } from 'lucide-react';
import type { CompareResponse, ComparedExecutive } from '@contracts/profiles/contracts/compare.contract.ts';
import { compareMessages as m } from '@contracts/profiles/contracts/compare-messages.contract.ts';
import { ApiError } from '../../api/api-client.ts';
import { useQueryFailureToast } from '../../api/query-failure-toast.ts';
import { PageEmpty, PageError, PageLoading } from '../../components/page-states.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { cn } from '../../components/ui/cn.ts';
import { useSessionStore } from '../../stores/session.store.ts';
import { useDocumentTitle } from '../layout/use-document-title.ts';
import { AddToShortlistButton } from '../shortlists/add-to-shortlist-button.tsx';
import { useComparison } from './compare-api.ts';
import { compareRows, type CompareValue } from './compare-rows.ts';
import { readCompareIds } from './compare-selection.ts';
import { removeFromCompare } from './compare-store.ts';

/** /compare?ids=a,b,c (issue 15 item 2): up to three leaders side by side, shared values marked. */
export function ComparePage({ ids: idsParam }: { ids?: string }) {
  useDocumentTitle('Compare Leaders');
  const ids = readCompareIds(idsParam);
  const comparison = useComparison(ids);
  useQueryFailureToast(comparison, m.loadFailed);

  // Leaders the server left out (no longer approved) leave the compare bar too.
  const dropped = comparison.data?.droppedIds;
  useEffect(() => {
    for (const id of dropped ?? []) removeFromCompare(id);
  }, [dropped]);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:py-12">
      <Link
        to="/browse"
        className="inline-flex items-center gap-1 rounded-sm text-sm font-medium text-brand underline-offset-4 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to Talent Leaders
      </Link>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-foreground sm:text-4xl">Compare Leaders</h1>
      <p className="mt-2 text-muted-foreground">Up to 3 leaders side by side. Values they all share are marked {m.sharedBadge}.</p>
      <div className="mt-6">
        {ids.length === 0 ? (
          <EmptyComparison />
        ) : comparison.isPending ? (
          <PageLoading label="Loading comparison..." />
        ) : comparison.isError ? (
          <PageError
            message={comparison.error instanceof ApiError && comparison.error.status === 400 ? comparison.error.detail : m.loadFailed}
            onRetry={() => void comparison.refetch()}
          >
            <Button asChild variant="link">
              <Link to="/browse">{m.browseExecutives}</Link>
            </Button>
          </PageError>
        ) : (
          <ComparisonView comparison={comparison.data} ids={ids} />
        )}
      </div>
    </div>
  );
}

function EmptyComparison({ notice }: { notice?: string | null }) {
  return (
    <PageEmpty title={m.emptyTitle} description={notice ?? m.emptyDescription} icon={Columns3} headingLevel="h2">
      <Button asChild>
        <Link to="/browse">{m.browseExecutives}</Link>
      </Button>
    </PageEmpty>
  );
}

function ComparisonView({ comparison, ids }: { comparison: CompareResponse; ids: string[] }) {
  const isClient = useSessionStore((s) => s.user?.userType === 'client');
  const navigate = useNavigate();
  if (comparison.executives.length === 0) return <EmptyComparison notice={comparison.notice} />;
  const rows = compareRows(comparison);
  const previews = comparison.executives.some((executive) => executive.access === 'preview');

  const remove = (id: string) => {
    removeFromCompare(id);
    const rest = ids.filter((other) => other !== id);
    void navigate({ to: '/compare', search: rest.length > 0 ? { ids: rest.join(',') } : {} });
  };

  return (
    <div className="flex flex-col gap-4">
      {comparison.notice ? (
        <p role="status" className="flex items-start gap-2 rounded-md border border-border bg-accent-soft p-3 text-sm" data-testid="compare-notice">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {comparison.notice}
        </p>
      ) : null}
      {previews ? (
        <p className="text-sm text-muted-foreground">
          {m.previewOnly}{' '}
          <Link to="/auth/login/$userType" params={{ userType: 'client' }} className="font-medium text-brand underline-offset-4 hover:underline">
            Login for Full Access
          </Link>
        </p>
      ) : null}
      <Card className="p-0">
        {/* The table scrolls sideways inside this region on a phone; the page itself never does. */}
        <div role="region" aria-label="Comparison table" tabIndex={0} className="overflow-x-auto rounded-lg focus-visible:outline-2 focus-visible:outline-ring" data-testid="compare-region">
          <table className="w-full min-w-[36rem] border-collapse text-left text-sm" data-testid="compare-table">
            <caption className="sr-only">Leaders compared side by side; values all of them share are marked {m.sharedBadge}.</caption>
            <thead>
              <tr className="border-b border-border align-top">
                <td className="w-28 p-4 sm:w-36" />
                {comparison.executives.map((executive) => (
                  <th key={executive.id} scope="col" className="min-w-44 p-4 font-normal" data-testid="compare-column">
                    <LeaderHeader executive={executive} isClient={isClient} onRemove={() => remove(executive.id)} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} className={cn('border-b border-border align-top last:border-0', row.hasShared && 'bg-brand-soft/40')}>
                  <th scope="row" className="p-4 font-semibold text-foreground">
                    {row.label}
                  </th>
                  {row.cells.map((values, index) => (
                    <td key={comparison.executives[index]!.id} className="p-4">
                      <Values values={values} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Card>
    </div>
  );
}

function LeaderHeader({ executive, isClient, onRemove }: { executive: ComparedExecutive; isClient: boolean; onRemove: () => void }) {
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-start gap-3">
        <div
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand text-sm font-semibold text-brand-foreground"
        >
          {executive.initials}
        </div>
        <div className="min-w-0 flex-1">
          <Link
            to="/executives/$id"
            params={{ id: executive.id }}
            className="block font-semibold wrap-anywhere text-foreground underline-offset-4 hover:underline"
          >
            {executive.name}
          </Link>
          <p className="text-muted-foreground">{executive.title}</p>
        </div>
        <Button type="button" variant="ghost" size="icon" className="size-8 shrink-0" onClick={onRemove} aria-label={`${m.removeFromCompare}: ${executive.name}`}>
          <X aria-hidden="true" />
        </Button>
      </div>
      {isClient ? <AddToShortlistButton executiveId={executive.id} executiveName={executive.name} /> : null}
    </div>
  );
}

function Values({ values }: { values: CompareValue[] }) {
  if (values.length === 0) return <span className="text-muted-foreground">Not specified</span>;
  return (
    <ul className="flex flex-col gap-1.5">
      {values.map((value) => (
        <li key={value.text} className="flex flex-wrap items-center gap-1.5">
          <span className={cn('wrap-anywhere', value.shared && 'font-semibold text-foreground')}>{value.text}</span>
          {value.shared ? (
            <Badge className="px-2 py-0 text-[0.7rem]" data-testid="shared-badge">
              {m.sharedBadge}
            </Badge>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
