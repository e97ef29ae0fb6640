import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, Check, Clock, Eye, Undo2, X } from 'lucide-react';
import { adminMessages, availabilityMessages } from '@contracts/profiles/contracts/profile-messages.contract.ts';
import { insightsMessages } from '@contracts/insights/contracts/insights-words.contract.ts';
import { formatWaiting, isOverPromise, waitingHours } from '@contracts/insights/contracts/vetting-wait.contract.ts';
import type { AdminExecutiveSummary } from '@contracts/profiles/contracts/profile-dto.contract.ts';
import { useQueryFailureToast } from '../../api/query-failure-toast.ts';
import { ApiError } from '../../api/api-client.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { PageEmpty, PageError, PageLoading } from '../../components/page-states.tsx';
import {
  APPROVED_EXECUTIVES_EXPORT_URL,
  adminKeys,
  adminLoadFailure,
  decideOnExecutive,
  useExecutivesForReview,
  type ReviewDecision,
  type ReviewList,
} from './admin-api.ts';
import { ExportCsvLink } from './export-csv-link.tsx';
import { DecisionDialog, type DecisionRequest } from './decision-dialog.tsx';
import { ExecutivePreviewDialog } from './executive-preview-dialog.tsx';
import { formatListDate } from './format-date.ts';
import { refreshAfterWrite } from '../../api/refresh-after-write.ts';
import { useNow } from '../layout/use-now.ts';

const LISTS = {
  pending: { loadFailed: adminMessages.loadPendingFailed, empty: 'No profiles are waiting for approval.', dateLabel: 'Submitted' },
  approved: { loadFailed: adminMessages.loadApprovedFailed, empty: 'No approved executives yet.', dateLabel: 'Approved' },
} as const;

function failureToast(decision: ReviewDecision, error: unknown) {
  if (error instanceof ApiError && error.status === 403) {
    toast({ title: adminMessages.securityAlertTitle, description: adminMessages.unauthorizedAction, variant: 'destructive' });
    return;
  }
  const title = decision === 'revoke' ? adminMessages.revokeFailed : adminMessages.updateApprovalFailed;
  // A 409 explains itself ('This profile is not awaiting approval.'); anything else gets the generic retry text.
  const description = error instanceof ApiError && error.status === 409 ? error.detail : adminMessages.requestFailed;
  toast({ title, description, variant: 'destructive' });
}


/** A pending profile's wait since it was submitted, and the badge once past the promised 24 hours. */
function WaitingTime({ submittedAt, now }: { submittedAt: string | null; now: Date }) {
  const hours = waitingHours(submittedAt, now);
  if (hours === null) return null;
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground" data-testid="vetting-wait">
      <span className="inline-flex items-center gap-1">
        <Clock className="size-3.5" aria-hidden="true" />
        {formatWaiting(hours)}
      </span>
      {isOverPromise(hours) ? (
        <Badge variant="destructive" data-testid="vetting-over-promise">
          {insightsMessages.overPromise}
        </Badge>
      ) : null}
    </p>
  );
}

function ExecutiveRow({
  executive,
  list,
  now,
  busy,
  onPreview,
  onApprove,
  onAsk,
}: {
  executive: AdminExecutiveSummary;
  list: ReviewList;
  now: Date;
  busy: boolean;
  onPreview: () => void;
  onApprove: () => void;
  onAsk: (decision: 'reject' | 'revoke') => void;
}) {
  const name = `${executive.firstName} ${executive.lastName}`.trim();
  const date = list === 'pending' ? executive.submittedAt : executive.approvedAt;
  return (
    <li>
      <Card className="flex flex-col gap-4 p-4 md:flex-row md:items-center md:justify-between">
        <div className="min-w-0">
          <p className="font-semibold text-foreground">{name}</p>
          <p className="text-sm text-muted-foreground">{executive.title}</p>
          <p className="break-words text-sm text-muted-foreground">
            {executive.email ?? 'No e-mail'} · {LISTS[list].dateLabel} {formatListDate(date)}
          </p>
          {list === 'pending' ? <WaitingTime submittedAt={executive.submittedAt} now={now} /> : null}
          {list === 'approved' ? (
            <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
              <span>
                {availabilityMessages.confirmedPrefix} {formatListDate(executive.availabilityConfirmedAt)}
              </span>
              {executive.availabilityStale ? (
                <Badge variant="outline" className="gap-1 border-amber-300 bg-amber-50 text-amber-900" data-testid="availability-stale-flag">
                  <AlertTriangle className="size-3.5" aria-hidden="true" />
                  {availabilityMessages.staleFlag}
                </Badge>
              ) : null}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="outline" onClick={onPreview} aria-label={`Preview ${name}`}>
            <Eye aria-hidden="true" />
            Preview
          </Button>
          {list === 'pending' ? (
            <>
              <Button size="sm" variant="accent" disabled={busy} onClick={onApprove} aria-label={`Approve ${name}`}>
                <Check aria-hidden="true" />
                Approve
              </Button>
              <Button size="sm" variant="destructive" disabled={busy} onClick={() => onAsk('reject')} aria-label={`Reject ${name}`}>
                <X aria-hidden="true" />
                Reject
              </Button>
            </>
          ) : (
            <Button size="sm" variant="destructive" disabled={busy} onClick={() => onAsk('revoke')} aria-label={`Revoke approval of ${name}`}>
              <Undo2 aria-hidden="true" />
              Revoke
            </Button>
          )}
        </div>
      </Card>
    </li>
  );
}

/** Executive Approval (pending) and Approved Executives: the list, its decisions and the preview. */
export function ExecutiveReviewTab({ list }: { list: ReviewList }) {
  const queryClient = useQueryClient();
  const executives = useExecutivesForReview(list);
  const [previewId, setPreviewId] = useState<string | null>(null);
  const [asking, setAsking] = useState<DecisionRequest | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const now = useNow();
  useQueryFailureToast(executives, adminLoadFailure(LISTS[list].loadFailed));

  const decide = async (id: string, decision: ReviewDecision, reason?: string) => {
    setBusyId(id);
    try {
      const result = await decideOnExecutive(id, decision, reason);
      toast({ title: 'Success', description: result.message });
      setAsking(null);
      await refreshAfterWrite(queryClient, adminKeys.executives());
    } catch (error) {
      failureToast(decision, error);
    } finally {
      setBusyId(null);
    }
  };

  if (executives.isPending) return <PageLoading label="Loading executives..." />;
  if (executives.isError) return <PageError message={LISTS[list].loadFailed} onRetry={() => void executives.refetch()} />;
  const rows = executives.data.executives;

  return (
    <>
      {list === 'approved' && rows.length > 0 ? (
        <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-muted-foreground">{rows.length === 1 ? '1 approved executive' : `${rows.length} approved executives`}</p>
          <ExportCsvLink href={APPROVED_EXECUTIVES_EXPORT_URL} what="approved executives" />
        </div>
      ) : null}
      {rows.length === 0 ? (
        <PageEmpty title={LISTS[list].empty} />
      ) : (
        <ul className="flex flex-col gap-3" aria-label={list === 'pending' ? 'Profiles awaiting approval' : 'Approved executives'}>
          {rows.map((executive) => (
            <ExecutiveRow
              key={executive.id}
              executive={executive}
              list={list}
              now={now}
              busy={busyId === executive.id}
              onPreview={() => setPreviewId(executive.id)}
              onApprove={() => void decide(executive.id, 'approve')}
              onAsk={(decision) => setAsking({ id: executive.id, name: `${executive.firstName} ${executive.lastName}`, decision })}
            />
          ))}
        </ul>
      )}
      <ExecutivePreviewDialog executiveId={previewId} onClose={() => setPreviewId(null)} />
      <DecisionDialog
        request={asking}
        busy={asking !== null && busyId === asking.id}
        onClose={() => setAsking(null)}
        onConfirm={(reason) => {
          if (asking) void decide(asking.id, asking.decision, reason);
        }}
      />
    </>
  );
}
