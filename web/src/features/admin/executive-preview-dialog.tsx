import type { ReactNode } from 'react';
import { adminMessages } from '@contracts/profiles/contracts/profile-messages.contract.ts';
import type { AdminExecutivePreview } from '@contracts/profiles/contracts/profile-dto.contract.ts';
import { useQueryFailureToast } from '../../api/query-failure-toast.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { PageError, PageLoading } from '../../components/page-states.tsx';
import { adminLoadFailure, useExecutivePreview } from './admin-api.ts';
import { formatListDate } from './format-date.ts';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[10rem_1fr] sm:gap-3">
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words text-sm text-foreground">{children}</dd>
    </div>
  );
}

function Badges({ items }: { items: string[] }) {
  if (items.length === 0) return <>—</>;
  return (
    <span className="flex flex-wrap gap-1.5">
      {items.map((item) => (
        <Badge key={item} variant="outline">
          {item}
        </Badge>
      ))}
    </span>
  );
}

function ExternalLink({ url }: { url: string | null }) {
  if (!url) return <>—</>;
  return (
    <a href={url} target="_blank" rel="noreferrer noopener" className="text-brand underline-offset-4 hover:underline">
      {url}
    </a>
  );
}

function PreviewBody({ preview }: { preview: AdminExecutivePreview }) {
  return (
    <dl className="flex flex-col gap-3">
      <Row label="Status">
        <Badge className="capitalize">{preview.status}</Badge>
      </Row>
      <Row label="Location">{preview.displayLocation}</Row>
      <Row label="Experience">{preview.yearsExperience !== null ? `${preview.yearsExperience}+ years` : '—'}</Row>
      <Row label="Availability">{preview.availabilityLabel}</Row>
      <Row label="Rate">{preview.priceRange}</Row>
      <Row label="Email">{preview.email ?? '—'}</Row>
      <Row label="Phone">{preview.phone ?? '—'}</Row>
      <Row label="LinkedIn">
        <ExternalLink url={preview.linkedinUrl} />
      </Row>
      <Row label="CV">
        <ExternalLink url={preview.cvUrl} />
      </Row>
      <Row label="Bio">
        <span className="whitespace-pre-line">{preview.bio || '—'}</span>
      </Row>
      <Row label="Industries">
        <Badges items={preview.industries} />
      </Row>
      <Row label="Technologies">
        <Badges items={preview.technologies} />
      </Row>
      <Row label="Company sizes">
        <Badges items={preview.companySizes} />
      </Row>
      <Row label="VC stages">
        <Badges items={preview.vcStages} />
      </Row>
      <Row label="Languages">
        <Badges items={preview.languages} />
      </Row>
      <Row label="Markets">
        <Badges items={preview.markets} />
      </Row>
      <Row label="Revenue journeys">
        <Badges items={preview.revenueJourneys} />
      </Row>
      <Row label="Submitted">{formatListDate(preview.submittedAt)}</Row>
      {preview.approvedAt ? <Row label="Approved">{formatListDate(preview.approvedAt)}</Row> : null}
      {preview.decisionReason ? <Row label="Decision reason">{preview.decisionReason}</Row> : null}
    </dl>
  );
}

/** The full profile (contact details included) as the reviewer sees it. */
export function ExecutivePreviewDialog({ executiveId, onClose }: { executiveId: string | null; onClose: () => void }) {
  const preview = useExecutivePreview(executiveId);
  useQueryFailureToast(preview, adminLoadFailure(adminMessages.loadDetailsFailed));

  return (
    <Dialog open={executiveId !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[90vh] max-w-2xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{preview.data ? preview.data.name : 'Profile preview'}</DialogTitle>
          <DialogDescription>{preview.data ? preview.data.title : 'The full profile as submitted.'}</DialogDescription>
        </DialogHeader>
        {preview.isPending ? <PageLoading label="Loading profile..." /> : null}
        {preview.isError ? <PageError message={adminMessages.loadDetailsFailed} onRetry={() => void preview.refetch()} /> : null}
        {preview.data ? <PreviewBody preview={preview.data} /> : null}
      </DialogContent>
    </Dialog>
  );
}
