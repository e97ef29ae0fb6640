import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { MapPin } from 'lucide-react';
import { SHORTLIST_CARD_INDUSTRIES } from '@contracts/shortlists/contracts/shortlist-messages.contract.ts';
import type { ShortlistExecutiveCard } from '@contracts/shortlists/contracts/shortlists.contract.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { takeVisible } from '../browse/browse-filters.ts';

type EntryExecutiveSummaryProps = {
  entry: { executiveId: string; executive: ShortlistExecutiveCard | null };
  /** The owner's remove button; nothing on a list shared with the viewer. */
  action?: ReactNode;
};

/** What an entry shows of its executive (the owner's and the shared view alike): card data, 3 industries + '+N more'. */
export function EntryExecutiveSummary({ entry, action }: EntryExecutiveSummaryProps) {
  const executive = entry.executive;
  const displayName = executive?.name ?? 'Executive no longer available';
  const industries = takeVisible(executive?.industries ?? [], SHORTLIST_CARD_INDUSTRIES);

  return (
    <>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          {executive ? (
            <>
              <h3 className="text-lg font-semibold leading-snug wrap-anywhere">
                <Link
                  to="/executives/$id"
                  params={{ id: entry.executiveId }}
                  className="rounded-sm text-foreground underline-offset-4 hover:text-brand hover:underline"
                >
                  {executive.name}
                </Link>
              </h3>
              <p className="text-sm text-muted-foreground">{executive.title}</p>
              <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                <span className="inline-flex items-center gap-1">
                  <MapPin className="size-4" aria-hidden="true" />
                  {executive.displayLocation}
                </span>
                <Badge variant="accent">{executive.availability}</Badge>
              </p>
            </>
          ) : (
            <>
              <h3 className="text-lg font-semibold leading-snug wrap-anywhere">{displayName}</h3>
              <p className="text-sm text-muted-foreground">This profile is no longer listed in the directory.</p>
            </>
          )}
        </div>
        {action}
      </div>

      {industries.shown.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label="Industries">
          {industries.shown.map((industry) => (
            <li key={industry}>
              <Badge variant="outline">{industry}</Badge>
            </li>
          ))}
          {industries.more > 0 ? (
            <li>
              <Badge variant="outline" className="bg-muted">
                +{industries.more} more
              </Badge>
            </li>
          ) : null}
        </ul>
      ) : null}

      {executive ? (
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <Badge>Rate: {executive.priceRange}</Badge>
          {executive.yearsExperience === null ? null : (
            <span className="text-muted-foreground">{executive.yearsExperience}+ years experience</span>
          )}
        </div>
      ) : null}
    </>
  );
}
