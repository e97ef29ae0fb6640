import { useState } from 'react';
import type { AdminClient } from '@contracts/identity/contracts/admin-clients.contract.ts';
import { adminMessages } from '@contracts/profiles/contracts/profile-messages.contract.ts';
import { useQueryFailureToast } from '../../api/query-failure-toast.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { PageEmpty, PageError, PageLoading } from '../../components/page-states.tsx';
import { CLIENTS_EXPORT_URL, adminLoadFailure, useClients } from './admin-api.ts';
import { EraseAccountDialog, type ErasureRequest } from './erase-account-dialog.tsx';
import { ExportCsvLink } from './export-csv-link.tsx';
import { formatListDate } from './format-date.ts';

const nameOf = (client: AdminClient) => [client.firstName, client.lastName].filter(Boolean).join(' ') || '—';
const describeUseOfAi = (value: boolean | null) => (value === null ? '—' : value ? 'Yes' : 'No');

const COLUMNS: { label: string; value: (client: AdminClient) => string }[] = [
  { label: 'Name', value: nameOf },
  { label: 'Email', value: (client) => client.email },
  { label: 'Company', value: (client) => client.companyName ?? '—' },
  { label: 'Job title', value: (client) => client.jobTitle ?? '—' },
  { label: 'Planned hires', value: (client) => client.plannedHires ?? '—' },
  { label: 'Uses AI', value: (client) => describeUseOfAi(client.useAI) },
  { label: 'Signed up', value: (client) => formatListDate(client.createdAt) },
];

/** Client Management: every client with the sign-up answers (a table on wide screens, cards on phones). */
export function ClientManagementTab() {
  const clients = useClients();
  const [erasing, setErasing] = useState<ErasureRequest | null>(null);
  useQueryFailureToast(clients, adminLoadFailure(adminMessages.loadClientsFailed));

  if (clients.isPending) return <PageLoading label="Loading clients..." />;
  if (clients.isError) return <PageError message={adminMessages.loadClientsFailed} onRetry={() => void clients.refetch()} />;
  const rows = clients.data.clients;
  const eraseButton = (client: AdminClient) => (
    <Button
      size="sm"
      variant="outline"
      className="text-destructive"
      aria-label={`Erase the account of ${client.email}`}
      onClick={() => setErasing({ id: client.id, name: nameOf(client), email: client.email })}
    >
      Erase
    </Button>
  );
  if (rows.length === 0) {
    return <PageEmpty title="No clients have signed up yet." />;
  }

  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">{rows.length === 1 ? '1 client' : `${rows.length} clients`}</p>
        <ExportCsvLink href={CLIENTS_EXPORT_URL} what="clients" />
      </div>
      <Card className="hidden overflow-hidden lg:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Clients</caption>
          <thead className="bg-muted text-muted-foreground">
            <tr>
              {COLUMNS.map((column) => (
                <th key={column.label} scope="col" className="px-4 py-3 font-medium">
                  {column.label}
                </th>
              ))}
              <th scope="col" className="px-4 py-3 font-medium">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((client) => (
              <tr key={client.id} className="border-t border-border">
                {COLUMNS.map((column) => (
                  <td key={column.label} className="break-words px-4 py-3 text-foreground">
                    {column.value(client)}
                  </td>
                ))}
                <td className="px-4 py-3 text-right">{eraseButton(client)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
      <ul className="flex flex-col gap-3 lg:hidden" aria-label="Clients">
        {rows.map((client) => (
          <li key={client.id}>
            <Card className="p-4">
              <dl className="grid grid-cols-[7.5rem_1fr] gap-x-3 gap-y-1.5 text-sm">
                {COLUMNS.map((column) => (
                  <div key={column.label} className="contents">
                    <dt className="text-muted-foreground">{column.label}</dt>
                    <dd className="min-w-0 break-words text-foreground">{column.value(client)}</dd>
                  </div>
                ))}
              </dl>
              <div className="mt-3 flex justify-end">{eraseButton(client)}</div>
            </Card>
          </li>
        ))}
      </ul>
      <EraseAccountDialog request={erasing} onClose={() => setErasing(null)} />
    </>
  );
}
