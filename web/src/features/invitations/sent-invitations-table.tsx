import type { ReactNode } from 'react';
import { CheckCircle2, Clock, Loader2, RotateCw, XCircle } from 'lucide-react';
import type { InvitationRow } from '@contracts/invitations/contracts/invitations.contract.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { cn } from '../../components/ui/cn.ts';
import { describeDelivery } from './invitation-rows.ts';
import { RelativeTime } from '../../components/relative-time-label.tsx';

type SentInvitationsTableProps = {
  rows: InvitationRow[];
  /** Super admins see every consultant's invitations, with who sent each. */
  showConsultant: boolean;
  onResend: (row: InvitationRow) => void;
  resendingId: string | null;
  now: Date;
};

const STATUS_STYLES: Record<InvitationRow['status'], string> = {
  Claimed: 'bg-green-50 text-green-800 border border-green-200',
  Pending: 'bg-amber-50 text-amber-900 border border-amber-200',
  Expired: 'bg-muted text-muted-foreground border border-border',
};

function StatusCell({ row, now }: { row: InvitationRow; now: Date }) {
  return (
    <div className="flex flex-col items-start gap-1">
      <Badge className={STATUS_STYLES[row.status]}>{row.status}</Badge>
      {row.claimedAt ? (
        <span className="text-xs text-muted-foreground">
          claimed <RelativeTime value={row.claimedAt} now={now} />
        </span>
      ) : null}
    </div>
  );
}

function DeliveryCell({ row }: { row: InvitationRow }) {
  const { label, detail } = describeDelivery(row.delivery, row.canResend);
  const Icon = label === 'Sent' ? CheckCircle2 : label === 'Failed' ? XCircle : Clock;
  return (
    <div className="flex min-w-0 flex-col gap-0.5" data-delivery={row.delivery.status}>
      <span
        className={cn(
          'inline-flex items-center gap-1.5 font-medium',
          label === 'Sent' && 'text-success',
          label === 'Failed' && 'text-destructive',
          (label === 'Queued' || label === 'Not sent') && 'text-muted-foreground',
        )}
      >
        {label === 'Queued' ? (
          <Loader2 className="size-3.5 animate-spin motion-reduce:animate-none" aria-hidden="true" />
        ) : (
          <Icon className="size-3.5" aria-hidden="true" />
        )}
        {label}
      </span>
      {detail ? <span className="text-xs break-words text-muted-foreground">{detail}</span> : null}
    </div>
  );
}

function ResendButton({ row, onResend, resendingId }: Pick<SentInvitationsTableProps, 'onResend' | 'resendingId'> & { row: InvitationRow }) {
  if (!row.canResend) return <span className="text-muted-foreground">—</span>;
  const busy = resendingId === row.id;
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={busy}
      onClick={() => onResend(row)}
      aria-label={`Resend invitation to ${row.email}`}
    >
      <RotateCw className={cn(busy && 'animate-spin')} aria-hidden="true" />
      {busy ? 'Resending...' : 'Resend'}
    </Button>
  );
}

function EmailCell({ row }: { row: InvitationRow }) {
  return (
    <div className="flex min-w-0 flex-col">
      <span className="font-medium break-all text-foreground">{row.email}</span>
      <span className="text-xs break-words text-muted-foreground">
        {row.firstName} {row.lastName}
      </span>
    </div>
  );
}

type Column = { label: string; cell: (row: InvitationRow) => ReactNode; className?: string };

/** 'Sent Invitations': a table on wide screens, one card per invitation on phones. */
export function SentInvitationsTable({ rows, showConsultant, onResend, resendingId, now }: SentInvitationsTableProps) {
  const columns: Column[] = [
    { label: 'Email', cell: (row) => <EmailCell row={row} />, className: 'w-[28%]' },
    { label: 'Status', cell: (row) => <StatusCell row={row} now={now} /> },
    { label: 'Sent', cell: (row) => <RelativeTime value={row.createdAt} now={now} /> },
    { label: 'Expires', cell: (row) => <RelativeTime value={row.expiresAt} now={now} /> },
    { label: 'Delivery', cell: (row) => <DeliveryCell row={row} />, className: 'w-[20%]' },
    ...(showConsultant
      ? [{ label: 'Consultant', cell: (row: InvitationRow) => <span className="break-all">{row.consultant.email}</span> }]
      : []),
    { label: 'Action', cell: (row) => <ResendButton row={row} onResend={onResend} resendingId={resendingId} /> },
  ];

  return (
    <>
      <Card className="hidden overflow-hidden lg:block">
        <table className="w-full table-fixed text-left text-sm">
          <caption className="sr-only">Sent invitations</caption>
          <thead className="bg-muted text-muted-foreground">
            <tr>
              {columns.map((column) => (
                <th key={column.label} scope="col" className={cn('px-4 py-3 font-medium', column.className)}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} data-invitation={row.email} className="border-t border-border align-top">
                {columns.map((column) => (
                  <td key={column.label} className="px-4 py-3 break-words text-foreground">
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
      <ul className="flex flex-col gap-3 lg:hidden" aria-label="Sent invitations">
        {rows.map((row) => (
          <li key={row.id} data-invitation={row.email}>
            <Card className="p-4">
              <dl className="grid grid-cols-[5.5rem_minmax(0,1fr)] gap-x-3 gap-y-2 text-sm">
                {columns.map((column) => (
                  <div key={column.label} className="contents">
                    <dt className="pt-0.5 text-muted-foreground">{column.label}</dt>
                    <dd className="min-w-0 break-words text-foreground">{column.cell(row)}</dd>
                  </div>
                ))}
              </dl>
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}
