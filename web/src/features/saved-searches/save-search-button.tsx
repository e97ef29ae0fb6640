import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { BellPlus } from 'lucide-react';
import type { SavedSearchFrequency } from '@contracts/saved-searches/contracts/saved-searches.contract.ts';
import { savedSearchMessages as m, SAVED_SEARCH_NAME_MAX } from '@contracts/saved-searches/contracts/saved-searches-messages.contract.ts';
import { summariseSearchFilters } from '@contracts/saved-searches/contracts/saved-search-summary.contract.ts';
import { toastFailure } from '../../api/query-failure-toast.ts';
import { toast } from '../../components/ui/use-toast.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '../../components/ui/dialog.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { useSessionStore } from '../../stores/session.store.ts';
import type { BrowseSearch } from '@contracts/directory/contracts/browse-search.contract.ts';
import type { ReferenceData } from '../reference/use-reference-data.ts';
import { FrequencySelect } from './frequency-select.tsx';
import { filtersOfBrowseSearch } from './saved-search-filters.ts';
import { saveSearch, savedSearchKeys } from './saved-searches-api.ts';

type SaveSearchButtonProps = { search: BrowseSearch; reference: ReferenceData | undefined };

const trigger = (
  <Button variant="outline" className="h-10">
    <BellPlus aria-hidden="true" />
    {m.saveThisSearch}
  </Button>
);

/**
 * 'Save this search' on /browse: a client names the current filters (their summary by default) and
 * picks daily or weekly alerts; a visitor is asked to log in or sign up as a client; other
 * signed-in users (executives, staff) do not see it.
 */
export function SaveSearchButton({ search, reference }: SaveSearchButtonProps) {
  const user = useSessionStore((s) => s.user);
  if (!user) return <SignInToSave />;
  if (user.userType !== 'client') return null;
  return <SaveSearchDialog search={search} reference={reference} />;
}

function SignInToSave() {
  return (
    <Dialog>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
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

function SaveSearchDialog({ search, reference }: SaveSearchButtonProps) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [frequency, setFrequency] = useState<SavedSearchFrequency>('weekly');
  const filters = filtersOfBrowseSearch(search);

  const save = useMutation({
    mutationFn: () => saveSearch({ name: name.trim() || undefined, filters, frequency }),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: savedSearchKeys.all });
      toast({ title: m.saved, description: `"${saved.name}": ${m.savedDescription}` });
      setOpen(false);
    },
    onError: (error) => toastFailure(m.saveFailed, error),
  });

  const changeOpen = (next: boolean) => {
    if (next) {
      setName(summariseSearchFilters(filters, reference));
      setFrequency('weekly');
    }
    setOpen(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!save.isPending) save.mutate();
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
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
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
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
