import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, MailX, UserPlus } from 'lucide-react';
import { dashboardMessages } from '@contracts/invitations/contracts/invitation-messages.contract.ts';
import type { InvitationQueued, InvitationRow, TestModeDetails } from '@contracts/invitations/contracts/invitations.contract.ts';
import { ApiError } from '../../api/api-client.ts';
import { useQueryFailureToast } from '../../api/query-failure-toast.ts';
import { PageEmpty, PageError, PageLoading } from '../../components/page-states.tsx';
import { Card } from '../../components/ui/card.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { useSessionStore } from '../../stores/session.store.ts';
import { useDocumentTitle } from '../layout/use-document-title.ts';
import { useReferenceData } from '../reference/use-reference-data.ts';
import { InviteExecutiveForm } from './invite-executive-form.tsx';
import { failedOpenDeliveries } from './invitation-rows.ts';
import { invitationKeys, resendInvitation, useInvitations } from './invitations-api.ts';
import { SentInvitationsTable } from './sent-invitations-table.tsx';
import { refreshAfterWrite } from '../../api/refresh-after-write.ts';
import { useNow } from '../layout/use-now.ts';

/** The toast of a queued e-mail: 'Invitation Sent', or where it really goes in test mode. */
function toastQueued(queued: InvitationQueued, resent: boolean): void {
  if (queued.testMode) {
    toast({
      title: dashboardMessages.testModeTitle,
      description: dashboardMessages.testModeDescription(queued.testMode.originalRecipient, queued.testMode.actualRecipient),
    });
    return;
  }
  toast(
    resent
      ? { title: dashboardMessages.sentToastShortTitle, description: dashboardMessages.resent(queued.email) }
      : { title: dashboardMessages.sentToastTitle, description: dashboardMessages.sentToRecipient(queued.email) },
  );
}


function FailedDeliveryBanner({ rows }: { rows: InvitationRow[] }) {
  const domain = rows.some((row) => row.delivery.domainVerification);
  return (
    <div role="alert" className="flex gap-3 rounded-card border border-destructive/40 bg-red-50 p-4 text-sm text-red-900">
      <MailX className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="flex min-w-0 flex-col gap-1">
        <p className="font-semibold">{dashboardMessages.createdTitle}</p>
        <p>
          {dashboardMessages.emailFailed}
          {dashboardMessages.contactDirectly}
        </p>
        {domain ? <p>{dashboardMessages.domainVerification}</p> : null}
        <p className="break-all">
          {rows.length === 1 ? 'Not delivered: ' : `Not delivered (${rows.length}): `}
          {rows.map((row) => row.email).join(', ')}. Resend from the table below to try again.
        </p>
      </div>
    </div>
  );
}

function TestModeBanner({ details }: { details: TestModeDetails | null }) {
  return (
    <div role="status" className="flex gap-3 rounded-card border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
      <AlertTriangle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="flex min-w-0 flex-col gap-1">
        <p className="font-semibold">{dashboardMessages.testModeTitle}</p>
        <p>{dashboardMessages.testModeBanner}</p>
        {details ? (
          <p className="break-all">{dashboardMessages.testModeDescription(details.originalRecipient, details.actualRecipient)}</p>
        ) : null}
      </div>
    </div>
  );
}

/** /consultant-dashboard (spec part 2 section 2): invite an executive, follow the invitations sent. */
export function ConsultantDashboardPage() {
  useDocumentTitle('Consultant Dashboard');
  const session = useSessionStore();
  const viewerId = session.user?.id ?? null;
  const queryClient = useQueryClient();
  const reference = useReferenceData();
  const invitations = useInvitations(viewerId);
  const [lastTestMode, setLastTestMode] = useState<TestModeDetails | null>(null);
  const now = useNow();
  useQueryFailureToast(invitations, dashboardMessages.loadFailed);
  useQueryFailureToast(reference, 'Failed to load the form options. Please try again later.');

  const refreshList = () => refreshAfterWrite(queryClient, invitationKeys.all);
  const onQueued = (queued: InvitationQueued, resent: boolean) => {
    setLastTestMode(queued.testMode);
    toastQueued(queued, resent);
    void refreshList();
  };

  const resend = useMutation({
    mutationFn: (row: InvitationRow) => resendInvitation(row.id),
    onSuccess: (queued) => onQueued(queued, true),
    onError: (error) => {
      const description = error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.detail : dashboardMessages.resendFailed;
      toast({ title: 'Error', description, variant: 'destructive' });
      // A 409 means the row changed (claimed or expired meanwhile): show it as it is now.
      void refreshList();
    },
  });
  const resendingId = resend.isPending ? (resend.variables?.id ?? null) : null;

  const rows = invitations.data?.invitations;
  const failed = rows ? failedOpenDeliveries(rows) : [];
  const rowTestMode = rows?.find((row) => row.delivery.testMode)?.delivery.testMode ?? null;
  const testMode = lastTestMode ?? rowTestMode;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-10">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight text-foreground">Consultant Dashboard</h1>
        <p className="text-muted-foreground">
          Invite executives to join, and follow each invitation until they have created their account.
        </p>
      </header>

      {failed.length > 0 ? <FailedDeliveryBanner rows={failed} /> : null}
      {testMode ? <TestModeBanner details={testMode} /> : null}

      <section aria-labelledby="invite-heading">
        <Card className="p-5 sm:p-6">
          <div className="mb-5 flex items-start gap-3">
            <div className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand">
              <UserPlus className="size-5" aria-hidden="true" />
            </div>
            <div className="min-w-0">
              <h2 id="invite-heading" className="text-xl font-semibold text-foreground">
                {dashboardMessages.inviteTitle}
              </h2>
              <p className="text-sm text-muted-foreground">
                Only the name and e-mail are required; everything else pre-fills their profile.
              </p>
            </div>
          </div>
          {reference.isPending ? (
            <PageLoading label="Loading the form..." className="py-12" />
          ) : reference.isError ? (
            <PageError
              size="compact"
              message="Failed to load the form options. Please try again later."
              onRetry={() => void reference.refetch()}
            />
          ) : (
            <InviteExecutiveForm
              reference={reference.data}
              invitations={rows}
              onQueued={(queued) => onQueued(queued, false)}
              onResend={(row) => resend.mutate(row)}
              resendingId={resendingId}
            />
          )}
        </Card>
      </section>

      <section aria-labelledby="sent-heading" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="sent-heading" className="text-xl font-semibold text-foreground">
            {dashboardMessages.sentTitle}
          </h2>
          {rows && rows.length > 0 ? (
            <p className="text-sm text-muted-foreground">{rows.length === 1 ? '1 invitation' : `${rows.length} invitations`}</p>
          ) : null}
        </div>
        {invitations.isPending ? (
          <PageLoading label="Loading invitations..." className="py-12" />
        ) : invitations.isError ? (
          <PageError message={dashboardMessages.loadFailed} onRetry={() => void invitations.refetch()} />
        ) : rows && rows.length > 0 ? (
          <SentInvitationsTable
            rows={rows}
            showConsultant={session.isSuperAdmin}
            onResend={(row) => resend.mutate(row)}
            resendingId={resendingId}
            now={now}
          />
        ) : (
          <PageEmpty title={dashboardMessages.noInvitations} description="Invitations you send appear here with their status." />
        )}
      </section>
    </div>
  );
}
