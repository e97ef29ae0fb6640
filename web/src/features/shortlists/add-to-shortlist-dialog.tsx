import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Check } from 'lucide-react';
import { shortlistMessages } from '@contracts/shortlists/contracts/shortlist-messages.contract.ts';
import { toastFailure } from '../../api/query-failure-toast.ts';
import type { DeferredDialogControls } from '../../components/deferred-dialog.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { cn } from '../../components/ui/cn.ts';
import { describeDialogAction, initialDialogState, type ShortlistDialogState } from './shortlist-dialog-state.ts';
import { addExecutiveToShortlist, createShortlist, fetchShortlists, shortlistKeys } from './shortlists-api.ts';
import { refreshAfterWrite } from '../../api/refresh-after-write.ts';

type AddToShortlistDialogProps = { executiveId: string; executiveName: string };

/** The dialog behind 'Add to Shortlist' (add-to-shortlist-button.tsx loads it as it is first opened). */
export function AddToShortlistDialog({
  executiveId,
  executiveName,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: AddToShortlistDialogProps & DeferredDialogControls) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        {open ? (
          <AddToShortlistForm executiveId={executiveId} executiveName={executiveName} onDone={() => onOpenChange(false)} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function AddToShortlistForm({ executiveId, executiveName, onDone }: AddToShortlistDialogProps & { onDone: () => void }) {
  const queryClient = useQueryClient();
  const lists = useQuery({
    queryKey: shortlistKeys.lists(executiveId),
    queryFn: ({ signal }) => fetchShortlists(executiveId, signal),
    staleTime: 0,
  });
  const [state, setState] = useState<ShortlistDialogState | null>(null);
  const shortlists = lists.data?.shortlists ?? [];
  const current = state ?? initialDialogState(shortlists.length);
  const action = describeDialogAction(current);
  const update = (patch: Partial<ShortlistDialogState>) => setState({ ...current, ...patch });

  const save = useMutation({
    mutationFn: async (value: ShortlistDialogState) => {
      if (value.mode === 'new') {
        await createShortlist({ name: value.name.trim(), executiveId });
        return { listName: value.name.trim(), added: true };
      }
      const list = shortlists.find((s) => s.id === value.selectedId);
      const result = await addExecutiveToShortlist(value.selectedId, executiveId);
      return { listName: list?.name ?? 'your shortlist', added: result.added };
    },
    onSuccess: ({ listName, added }) => {
      void refreshAfterWrite(queryClient, shortlistKeys.all);
      toast({
        title: added ? 'Added to shortlist' : 'Already on this shortlist',
        description: added ? `${executiveName} was added to "${listName}".` : `${executiveName} is already on "${listName}".`,
      });
      onDone();
    },
    onError: (error) => toastFailure(shortlistMessages.addFromProfileFailed, error, shortlistMessages.addFailed),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!action.disabled && !save.isPending) save.mutate(current);
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      <DialogHeader>
        <DialogTitle>{shortlistMessages.addToShortlist}</DialogTitle>
        <DialogDescription>Save {executiveName} to one of your shortlists, or start a new one.</DialogDescription>
      </DialogHeader>

      {lists.isPending ? (
        <div className="flex flex-col gap-2" aria-hidden="true">
          <div className="h-10 animate-pulse rounded-md bg-muted" />
          <div className="h-10 animate-pulse rounded-md bg-muted" />
        </div>
      ) : lists.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {shortlistMessages.loadFailed}
        </p>
      ) : (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium">Choose a shortlist</legend>
          <ul className="flex max-h-60 flex-col gap-2 overflow-y-auto">
            {shortlists.map((list) => (
              <li key={list.id}>
                <label
                  className={cn(
                    'flex cursor-pointer items-center gap-3 rounded-md border border-border p-3 text-sm',
                    current.mode === 'existing' && current.selectedId === list.id && 'border-brand bg-brand-soft',
                  )}
                >
                  <input
                    type="radio"
                    name="shortlist"
                    value={list.id}
                    className="size-4 accent-[var(--color-brand)]"
                    checked={current.mode === 'existing' && current.selectedId === list.id}
                    onChange={() => update({ mode: 'existing', selectedId: list.id })}
                  />
                  <span className="flex-1 font-medium">{list.name}</span>
                  <span className="text-xs text-muted-foreground">
                    {list.containsExecutive ? (
                      <span className="inline-flex items-center gap-1 text-success">
                        <Check className="size-3.5" aria-hidden="true" />
                        Already added
                      </span>
                    ) : (
                      `${list.executiveCount} ${list.executiveCount === 1 ? 'leader' : 'leaders'}`
                    )}
                  </span>
                </label>
              </li>
            ))}
            <li>
              <label
                className={cn(
                  'flex cursor-pointer items-center gap-3 rounded-md border border-border p-3 text-sm',
                  current.mode === 'new' && 'border-brand bg-brand-soft',
                )}
              >
                <input
                  type="radio"
                  name="shortlist"
                  value="new"
                  className="size-4 accent-[var(--color-brand)]"
                  checked={current.mode === 'new'}
                  onChange={() => update({ mode: 'new' })}
                />
                <span className="flex-1 font-medium">Create a new shortlist</span>
              </label>
            </li>
          </ul>
        </fieldset>
      )}

      {current.mode === 'new' && !lists.isPending ? (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="new-shortlist-name">Shortlist name</Label>
          <Input
            id="new-shortlist-name"
            value={current.name}
            maxLength={100}
            placeholder="e.g. Head of People search"
            onChange={(event) => update({ name: event.target.value })}
          />
        </div>
      ) : null}

      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={action.disabled || save.isPending || lists.isPending}>
          {action.label}
        </Button>
      </DialogFooter>
      <p className="text-xs text-muted-foreground">
        Manage your lists and notes on{' '}
        <Link to="/shortlists" className="font-medium text-brand underline-offset-4 hover:underline">
          your shortlists
        </Link>
        .
      </p>
    </form>
  );
}
