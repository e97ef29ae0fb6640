import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { format } from 'date-fns';
import { Check } from 'lucide-react';
import { shortlistMessages, SHORTLIST_NOTE_MAX } from '@contracts/shortlists/contracts/shortlist-messages.contract.ts';
import { toastFailure } from '../../api/query-failure-toast.ts';
import { Button } from '../../components/ui/button.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { saveShortlistNote, shortlistKeys } from './shortlists-api.ts';
import { refreshAfterWrite } from '../../api/refresh-after-write.ts';

type NoteEditorProps = { shortlistId: string; entryId: string; note: string | null; updatedAt: string | null };

/** The client's private note on one shortlisted executive, saved with its updated_at. */
export function NoteEditor({ shortlistId, entryId, note, updatedAt }: NoteEditorProps) {
  const id = useId();
  const queryClient = useQueryClient();
  const [text, setText] = useState(note ?? '');
  const [saved, setSaved] = useState(false);
  const dirty = text.trim() !== (note ?? '').trim();

  const save = useMutation({
    mutationFn: () => saveShortlistNote(shortlistId, entryId, text),
    onSuccess: async () => {
      setSaved(true);
      // The list query holds the saved text and its time; refetch it to show them.
      await refreshAfterWrite(queryClient, shortlistKeys.entries(shortlistId));
    },
    onError: (error) => toastFailure(shortlistMessages.saveNoteFailed, error),
  });

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        Private note
      </label>
      <Textarea
        id={id}
        value={text}
        maxLength={SHORTLIST_NOTE_MAX}
        rows={3}
        className="min-h-20"
        placeholder="Only you can see this note."
        onChange={(event) => {
          setText(event.target.value);
          setSaved(false);
        }}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-muted-foreground" aria-live="polite">
          {saved && !dirty ? (
            <span className="inline-flex items-center gap-1 font-medium text-success">
              <Check className="size-3.5" aria-hidden="true" />
              Saved
            </span>
          ) : null}
          {updatedAt ? <span className={saved && !dirty ? 'ml-2' : ''}>Last updated {format(new Date(updatedAt), 'd MMM yyyy, HH:mm')}</span> : null}
        </p>
        <Button size="sm" variant="outline" disabled={!dirty || save.isPending} onClick={() => save.mutate()}>
          Save Note
        </Button>
      </div>
    </div>
  );
}
