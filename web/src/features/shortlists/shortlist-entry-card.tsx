import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { shortlistMessages } from '@contracts/shortlists/contracts/shortlist-messages.contract.ts';
import type { ShortlistEntry } from '@contracts/shortlists/contracts/shortlists.contract.ts';
import { toastFailure } from '../../api/query-failure-toast.ts';
import { toast } from '../../components/ui/use-toast.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { CommentThread } from './comment-thread.tsx';
import { EntryExecutiveSummary } from './entry-executive-summary.tsx';
import { NoteEditor } from './note-editor.tsx';
import { removeShortlistEntry, shortlistKeys } from './shortlists-api.ts';
import { refreshAfterWrite } from '../../api/refresh-after-write.ts';

type ShortlistEntryCardProps = { shortlistId: string; entry: ShortlistEntry };

/** One executive on the owner's list: the summary, remove, the private note and the thread shared with colleagues. */
export function ShortlistEntryCard({ shortlistId, entry }: ShortlistEntryCardProps) {
  const queryClient = useQueryClient();
  const executive = entry.executive;
  const displayName = executive?.name ?? 'Executive no longer available';

  const remove = useMutation({
    mutationFn: () => removeShortlistEntry(shortlistId, entry.id),
    onSuccess: async () => {
      await refreshAfterWrite(queryClient, shortlistKeys.all);
      toast({ title: 'Removed from shortlist', description: `${displayName} was removed from this shortlist.` });
    },
    onError: (error) => toastFailure(shortlistMessages.removeFromShortlistFailed, error, shortlistMessages.removeFailed),
  });

  return (
    <Card className="flex flex-col gap-4 p-5" data-testid="shortlist-entry">
      <EntryExecutiveSummary
        entry={entry}
        action={
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Remove ${displayName} from this shortlist`}
            disabled={remove.isPending}
            onClick={() => remove.mutate()}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        }
      />

      <NoteEditor shortlistId={shortlistId} entryId={entry.id} note={entry.note} updatedAt={entry.noteUpdatedAt} />
      <CommentThread shortlistId={shortlistId} entryId={entry.id} comments={entry.comments} queryKey={shortlistKeys.entries(shortlistId)} />
    </Card>
  );
}
