import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { BellOff, Check, ExternalLink, Pencil, Trash2, X } from 'lucide-react';
import type { SavedSearch, UpdateSavedSearchBody } from '@contracts/saved-searches/contracts/saved-searches.contract.ts';
import { savedSearchMessages as m, SAVED_SEARCH_NAME_MAX, savedSearchFieldMessages } from '@contracts/saved-searches/contracts/saved-searches-messages.contract.ts';
import { summariseSearchFilters } from '@contracts/saved-searches/contracts/saved-search-summary.contract.ts';
import { toastFailure } from '../../api/query-failure-toast.ts';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../../components/ui/alert-dialog.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Input } from '../../components/ui/input.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { formatListDate } from '../admin/format-date.ts';
import type { ReferenceData } from '../reference/use-reference-data.ts';
import { FrequencySelect } from './frequency-select.tsx';
import { browseSearchOfFilters } from './saved-search-filters.ts';
import { deleteSavedSearch, savedSearchKeys, updateSavedSearch } from './saved-searches-api.ts';
import { refreshAfterWrite } from '../../api/refresh-after-write.ts';

type SavedSearchRowProps = { savedSearch: SavedSearch; reference: ReferenceData | undefined };

/** One saved search: its name (renamed inline), what it filters, its frequency, Open and Delete. */
export function SavedSearchRow({ savedSearch, reference }: SavedSearchRowProps) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(savedSearch.name);
  const blank = name.trim() === '';
  const headingId = `saved-search-${savedSearch.id}`;

  const update = useMutation({
    mutationFn: (body: UpdateSavedSearchBody) => updateSavedSearch(savedSearch.id, body),
    onSuccess: async () => {
      await refreshAfterWrite(queryClient, savedSearchKeys.all);
      toast({ title: m.updated });
      setEditing(false);
    },
    onError: (error) => toastFailure(m.updateFailed, error),
  });
  const remove = useMutation({
    mutationFn: () => deleteSavedSearch(savedSearch.id),
    onSuccess: async () => {
      await refreshAfterWrite(queryClient, savedSearchKeys.all);
      toast({ title: m.deleted, description: `"${savedSearch.name}"` });
    },
    onError: (error) => toastFailure(m.deleteFailed, error),
  });

  const rename = (event: FormEvent) => {
    event.preventDefault();
    if (!blank && !update.isPending) update.mutate({ name: name.trim() });
  };

  return (
    <Card className="flex min-w-0 flex-col gap-3 p-4" aria-labelledby={headingId} role="article">
      {editing ? (
        <form onSubmit={rename} className="flex min-w-0 flex-wrap items-start gap-2" noValidate>
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <Input
              aria-label="Name"
              value={name}
              maxLength={SAVED_SEARCH_NAME_MAX}
              onChange={(event) => setName(event.target.value)}
              aria-invalid={blank}
              autoFocus
              onKeyDown={(event) => {
                if (event.key === 'Escape') setEditing(false);
              }}
            />
            {blank ? <p className="text-sm text-destructive">{savedSearchFieldMessages.nameRequired}</p> : null}
          </div>
          <Button type="submit" size="sm" disabled={blank || update.isPending}>
            <Check aria-hidden="true" />
            Save
          </Button>
          <Button type="button" size="sm" variant="outline" onClick={() => setEditing(false)}>
            <X aria-hidden="true" />
            Cancel
          </Button>
        </form>
      ) : (
        <div className="flex min-w-0 items-start justify-between gap-2">
          <h2 id={headingId} className="min-w-0 break-words text-lg font-semibold">
            {savedSearch.name}
          </h2>
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Rename ${savedSearch.name}`}
            onClick={() => {
              setName(savedSearch.name);
              setEditing(true);
            }}
          >
            <Pencil aria-hidden="true" />
            Rename
          </Button>
        </div>
      )}
      <p className="break-words text-sm text-muted-foreground">{summariseSearchFilters(savedSearch.filters, reference)}</p>
      <p className="text-xs text-muted-foreground">Saved {formatListDate(savedSearch.createdAt)}</p>
      <div className="flex flex-wrap items-center gap-2">
        <FrequencySelect
          id={`frequency-${savedSearch.id}`}
          aria-label={`E-mail alerts for ${savedSearch.name}`}
          value={savedSearch.frequency}
          disabled={update.isPending}
          onChange={(frequency) => update.mutate({ frequency })}
        />
        {savedSearch.alerts ? null : (
          <>
            <Badge variant="outline">
              <BellOff aria-hidden="true" className="mr-1 size-3" />
              {m.alertsOff}
            </Badge>
            <Button size="sm" variant="outline" disabled={update.isPending} onClick={() => update.mutate({ alerts: true })}>
              {m.resumeAlerts}
            </Button>
          </>
        )}
        <div className="ml-auto flex gap-2">
          <Button size="sm" asChild>
            <Link to="/browse" search={browseSearchOfFilters(savedSearch.filters)}>
              <ExternalLink aria-hidden="true" />
              Open
            </Link>
          </Button>
          <AlertDialog>
            <AlertDialogTrigger asChild>
              <Button size="sm" variant="outline" disabled={remove.isPending} aria-label={`Delete ${savedSearch.name}`}>
                <Trash2 aria-hidden="true" />
                Delete
              </Button>
            </AlertDialogTrigger>
            <AlertDialogContent>
              <AlertDialogHeader>
                <AlertDialogTitle>{m.deleteConfirmTitle}</AlertDialogTitle>
                <AlertDialogDescription>
                  "{savedSearch.name}": {m.deleteConfirmDescription}
                </AlertDialogDescription>
              </AlertDialogHeader>
              <AlertDialogFooter>
                <AlertDialogCancel>Cancel</AlertDialogCancel>
                <AlertDialogAction destructive onClick={() => remove.mutate()}>
                  Delete Search
                </AlertDialogAction>
              </AlertDialogFooter>
            </AlertDialogContent>
          </AlertDialog>
        </div>
      </div>
    </Card>
  );
}
