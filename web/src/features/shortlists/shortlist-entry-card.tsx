import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { MapPin, Trash2 } from 'lucide-react';
import { shortlistMessages, SHORTLIST_CARD_INDUSTRIES } from '@contracts/shortlists/contracts/shortlist-messages.contract.ts';
import type { ShortlistEntry } from '@contracts/shortlists/contracts/shortlists.contract.ts';
import { toastFailure } from '../../api/query-failure-toast.ts';
import { toast } from '../../components/ui/use-toast.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { takeVisible } from '../browse/browse-filters.ts';
import { NoteEditor } from './note-editor.tsx';
import { removeShortlistEntry, shortlistKeys } from './shortlists-api.ts';

type ShortlistEntryCardProps = { shortlistId: string; entry: ShortlistEntry };

/** One shortlisted executive: card data, 3 industries + '+N more', the private note, remove. */
export function ShortlistEntryCard({ shortlistId, entry }: ShortlistEntryCardProps) {
  const queryClient = useQueryClient();
  const executive = entry.executive;
  const displayName = executive?.name ?? 'Executive no longer available';

  const remove = useMutation({
    mutationFn: () => removeShortlistEntry(shortlistId, entry.id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: shortlistKeys.all });
      toast({ title: 'Removed from shortlist', description: `${displayName} was removed from this shortlist.` });
    },
    onError: (error) => toastFailure(shortlistMessages.removeFromShortlistFailed, error, shortlistMessages.removeFailed),
  });

  const industries = takeVisible(executive?.industries ?? [], SHORTLIST_CARD_INDUSTRIES);

  return (
    <Card className="flex flex-col gap-4 p-5" data-testid="shortlist-entry">
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
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Remove ${displayName} from this shortlist`}
          disabled={remove.isPending}
          onClick={() => remove.mutate()}
        >
          <Trash2 aria-hidden="true" />
        </Button>
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

      <NoteEditor shortlistId={shortlistId} entryId={entry.id} note={entry.note} updatedAt={entry.noteUpdatedAt} />
    </Card>
  );
}
