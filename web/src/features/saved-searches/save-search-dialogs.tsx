import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { SavedSearchFrequency } from '@contracts/saved-searches/contracts/saved-searches.contract.ts';
import { savedSearchMessages as m, SAVED_SEARCH_NAME_MAX } from '@contracts/saved-searches/contracts/saved-searches-messages.contract.ts';
import { summariseSearchFilters } from '@contracts/saved-searches/contracts/saved-search-summary.contract.ts';
import { toastFailure } from '../../api/query-failure-toast.ts';
import type { DeferredDialogControls } from '../../components/deferred-dialog.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import type { BrowseSearch } from '@contracts/directory/contracts/browse-search.contract.ts';
import type { ReferenceData } from '../reference/use-reference-data.ts';
import { FrequencySelect } from './frequency-select.tsx';
import { filtersOfBrowseSearch } from './saved-search-filters.ts';
import { saveSearch, savedSearchKeys } from './saved-searches-api.ts';
import { refreshAfterWrite } from '../../api/refresh-after-write.ts';

export type SaveSearchDialogProps = DeferredDialogControls & { search: BrowseSearch; reference: ReferenceData | undefined };

/** A visitor is asked to log in or sign up as a client. */
export function SignInToSaveDialog({ open, onOpenChange, onCloseAutoFocus }: DeferredDialogControls) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{m.saveDialogTitle}</DialogTitle>
          <DialogDescription>{m.signInToSave}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" asChild>
            <Link to="/auth/signup/$userType" params={{ userType: 'client' }}>
              Sign up as a client
            </Link>
          </Button>
          <Button asChild>
            <Link to="/auth/login/$userType" params={{ userType: 'client' }}>
              Log in
            </Link>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/**
 * A client names the current filters (their summary by default, taken as each opening begins)
 * and picks daily or weekly alerts.
 */
export function SaveSearchDialog({ search, reference, open, onOpenChange, onCloseAutoFocus }: SaveSearchDialogProps) {
  const queryClient = useQueryClient();
  const filters = filtersOfBrowseSearch(search);
  const [name, setName] = useState(() => summariseSearchFilters(filters, reference));
  const [frequency, setFrequency] = useState<SavedSearchFrequency>('weekly');
  const [wasOpen, setWasOpen] = useState(open);
  // Adjusting state while rendering (React's pattern for it): no frame shows the last opening's name.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setName(summariseSearchFilters(filters, reference));
      setFrequency('weekly');
    }
  }

  const save = useMutation({
    mutationFn: () => saveSearch({ name: name.trim() || undefined, filters, frequency }),
    onSuccess: async (saved) => {
      await refreshAfterWrite(queryClient, savedSearchKeys.all);
      toast({ title: m.saved, description: `"${saved.name}": ${m.savedDescription}` });
      onOpenChange(false);
    },
    onError: (error) => toastFailure(m.saveFailed, error),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!save.isPending) save.mutate();
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>{m.saveDialogTitle}</DialogTitle>
            <DialogDescription>{m.saveDialogDescription}</DialogDescription>
          </DialogHeader>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="save-search-name">Name</Label>
            <Input id="save-search-name" value={name} maxLength={SAVED_SEARCH_NAME_MAX} onChange={(event) => setName(event.target.value)} />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="save-search-frequency">E-mail alerts</Label>
            <FrequencySelect id="save-search-frequency" value={frequency} onChange={setFrequency} />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              Save search
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
