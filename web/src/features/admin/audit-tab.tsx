import { useState, type FormEvent } from 'react';
import type { AuditEvent, AuditPage } from '@contracts/audit/contracts/audit-trail.contract.ts';
import { AUDIT_TARGET_TYPES, auditMessages } from '@contracts/audit/contracts/audit-words.contract.ts';
import { ApiError } from '../../api/api-client.ts';
import { useQueryFailureToast } from '../../api/query-failure-toast.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Input, inputClassName } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { cn } from '../../components/ui/cn.ts';
import { PageEmpty, PageError, PageLoading } from '../../components/page-states.tsx';
import { adminLoadFailure } from './admin-api.ts';
import { auditExportUrl, useAuditTrail } from './audit-api.ts';
import { describeAuditChange, hasAuditFilters, NO_AUDIT_FILTERS, type AuditFilterValues } from './audit-filters.ts';
import { ExportCsvLink } from './export-csv-link.tsx';

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const roleInWords = (role: string | null) => (role ? role.replace(/-/g, ' ') : null);

function targetInWords(event: AuditEvent): string {
  const type = event.target.type ? (AUDIT_TARGET_TYPES[event.target.type] ?? event.target.type) : null;
  if (!type) return '—';
  const role = event.target.type === 'account' && event.target.role ? ` (${roleInWords(event.target.role)})` : '';
  return event.target.label ? `${type}: ${event.target.label}${role}` : `${type}${role}`;
}

/** The filters' form: applied on submit, so typing a title does not fetch on every key. */
function AuditFiltersForm({ page, applied, onApply }: { page: AuditPage | undefined; applied: AuditFilterValues; onApply: (filters: AuditFilterValues) => void }) {
  const [draft, setDraft] = useState(applied);
  const set = (key: keyof AuditFilterValues) => (event: { target: { value: string } }) => setDraft({ ...draft, [key]: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const selectClass = cn(inputClassName, 'h-11');
  return (
    <form onSubmit={submit} aria-label="Filter the audit trail" className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
      <div className="flex min-w-0 flex-col gap-1.5">
        <Label htmlFor="audit-actor">Actor</Label>
        <select id="audit-actor" className={selectClass} value={draft.actor} onChange={set('actor')}>
          <option value="">Everyone</option>
          {page?.actors.map((actor) => (
            <option key={actor.id ?? ''} value={actor.id ?? ''}>
              {actor.name} ({roleInWords(actor.role)})
            </option>
          ))}
        </select>
      </div>
      <div className="flex min-w-0 flex-col gap-1.5">
        <Label htmlFor="audit-kind">Action</Label>
        <select id="audit-kind" className={selectClass} value={draft.kind} onChange={set('kind')}>
          <option value="">Every action</option>
          {page?.kinds.map((kind) => (
            <option key={kind.kind} value={kind.kind}>
              {kind.module}: {kind.action}
            </option>
          ))}
        </select>
      </div>
      <div className="flex min-w-0 flex-col gap-1.5">
        <Label htmlFor="audit-target-type">Target type</Label>
        <select id="audit-target-type" className={selectClass} value={draft.targetType} onChange={set('targetType')}>
          <option value="">Any target</option>
          {Object.entries(AUDIT_TARGET_TYPES).map(([type, label]) => (
            <option key={type} value={type}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="flex min-w-0 flex-col gap-1.5">
        <Label htmlFor="audit-target">Target</Label>
        <Input id="audit-target" value={draft.target} onChange={set('target')} placeholder="An id, or words of a title" maxLength={200} />
      </div>
      <div className="flex min-w-0 flex-col gap-1.5">
        <Label htmlFor="audit-from">From</Label>
        <Input id="audit-from" type="date" value={draft.from} onChange={set('from')} />
      </div>
      <div className="flex min-w-0 flex-col gap-1.5">
        <Label htmlFor="audit-to">To</Label>
        <Input id="audit-to" type="date" value={draft.to} onChange={set('to')} />
      </div>
      <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-3">
        <Button type="submit">Apply filters</Button>
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            setDraft(NO_AUDIT_FILTERS);
            onApply(NO_AUDIT_FILTERS);
          }}
        >
          Clear
        </Button>
      </div>
    </form>
  );
}

function AuditEventItem({ event }: { event: AuditEvent }) {
  const change = describeAuditChange(event.before, event.after);
  return (
    <li className="flex min-w-0 flex-col gap-1 border-t border-border px-4 py-3 first:border-t-0">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="min-w-0 break-words font-medium text-foreground">{event.action}</p>
        <time dateTime={event.at} className="text-sm text-muted-foreground">
          {when(event.at)}
        </time>
      </div>
      <p className="min-w-0 break-words text-sm text-foreground">
        <span className="text-muted-foreground">By </span>
        {event.actor.name}
        {event.actor.role ? <span className="text-muted-foreground"> ({roleInWords(event.actor.role)})</span> : null}
        <span className="text-muted-foreground"> · On </span>
        {targetInWords(event)}
      </p>
      {change ? <p className="min-w-0 break-words text-sm text-muted-foreground">{change}</p> : null}
      <p className="min-w-0 break-all text-xs text-muted-foreground">
        {event.kind}
        {event.target.id ? ` · ${event.target.id}` : ''}
        {event.ip ? ` · from ${event.ip}` : ''}
      </p>
    </li>
  );
}

/**
 * Audit (decision 042): every staff action, newest first, a server page at a time, filtered by
 * actor, action, target and dates; 'Export CSV' downloads what the filters select.
 */
export function AuditTab() {
  const [filters, setFilters] = useState<AuditFilterValues>(NO_AUDIT_FILTERS);
  const trail = useAuditTrail(filters);
  useQueryFailureToast(trail, adminLoadFailure(auditMessages.loadFailed));
  const firstPage = trail.data?.pages[0];
  const events = trail.data?.pages.flatMap((page) => page.events) ?? [];

  let body;
  if (trail.isPending) body = <PageLoading label="Loading the audit trail..." />;
  else if (trail.isError && events.length === 0) {
    // A refused filter (400) says what to change; anything else offers a retry.
    const detail = trail.error instanceof ApiError && trail.error.status === 400 ? trail.error.detail : auditMessages.loadFailed;
    body = <PageError message={detail} onRetry={() => void trail.refetch()} size="compact" />;
  } else if (events.length === 0) {
    body = <PageEmpty title={auditMessages.empty} description={hasAuditFilters(filters) ? 'Clear a filter to see more.' : 'Staff actions appear here as they happen.'} />;
  } else {
    body = (
      <>
        <Card className="overflow-hidden">
          <ol aria-label="Staff actions, newest first">
            {events.map((event) => (
              <AuditEventItem key={event.id} event={event} />
            ))}
          </ol>
        </Card>
        <div className="mt-4 flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {events.length === 1 ? '1 action shown' : `${events.length} actions shown`}
          </p>
          {trail.hasNextPage ? (
            <Button variant="outline" onClick={() => void trail.fetchNextPage()} disabled={trail.isFetchingNextPage}>
              {trail.isFetchingNextPage ? 'Loading…' : 'Show older actions'}
            </Button>
          ) : null}
        </div>
      </>
    );
  }

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="max-w-prose text-sm text-muted-foreground">Every staff action, who did it and when. Rows are never changed or deleted.</p>
        <ExportCsvLink href={auditExportUrl(filters)} what="audit trail" />
      </div>
      <AuditFiltersForm page={firstPage} applied={filters} onApply={setFilters} />
      {body}
    </div>
  );
}
