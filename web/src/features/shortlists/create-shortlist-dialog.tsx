import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { shortlistFieldMessages, shortlistMessages, SHORTLIST_NAME_MAX } from '@contracts/shortlists/contracts/shortlist-messages.contract.ts';
import { toastFailure } from '../../api/query-failure-toast.ts';
import { toast } from '../../components/ui/use-toast.ts';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../components/ui/dialog.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { createShortlist, shortlistKeys } from './shortlists-api.ts';
import { refreshAfterWrite } from '../../api/refresh-after-write.ts';

type CreateShortlistDialogProps = { onCreated: (id: string) => void; triggerLabel?: string };

/** 'Create New Shortlist' (spec part 1 section 2): a non-blank name. */
export function CreateShortlistDialog({ onCreated, triggerLabel = 'New' }: CreateShortlistDialogProps) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const blank = name.trim() === '';

  const create = useMutation({
    mutationFn: () => createShortlist({ name: name.trim() }),
    onSuccess: async ({ id }) => {
      await refreshAfterWrite(queryClient, shortlistKeys.all);
      toast({ title: 'Shortlist created', description: `"${name.trim()}" is ready for your Talent Leaders.` });
      setOpen(false);
      onCreated(id);
    },
    onError: (error) => toastFailure(shortlistMessages.createFailed, error),
  });

  const changeOpen = (next: boolean) => {
    if (next) {
      setName('');
      setTouched(false);
    }
    setOpen(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!blank && !create.isPending) create.mutate();
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button size="sm">
          <Plus aria-hidden="true" />
          {triggerLabel}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>{shortlistMessages.createDialogTitle}</DialogTitle>
            <DialogDescription>Give the list a name you will recognise, such as the role you are hiring for.</DialogDescription>
          </DialogHeader>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="create-shortlist-name">Shortlist name</Label>
            <Input
              id="create-shortlist-name"
              value={name}
              maxLength={SHORTLIST_NAME_MAX}
              onChange={(event) => setName(event.target.value)}
              onBlur={() => setTouched(true)}
              aria-invalid={touched && blank}
              aria-describedby={touched && blank ? 'create-shortlist-name-error' : undefined}
              placeholder="e.g. Head of People search"
            />
            {touched && blank ? (
              <p id="create-shortlist-name-error" className="text-sm text-destructive">
                {shortlistFieldMessages.nameRequired}
              </p>
            ) : null}
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={blank || create.isPending}>
              Create Shortlist
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
