import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Share2 } from 'lucide-react';
import { shortlistFieldMessages, shortlistShareMessages as m } from '@contracts/shortlists/contracts/shortlist-messages.contract.ts';
import { ApiError } from '../../api/api-client.ts';
import { toastFailure } from '../../api/query-failure-toast.ts';
import { PageError } from '../../components/page-states.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../components/ui/dialog.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { fetchShortlistShares, revokeShortlistShare, shareShortlist, shortlistKeys } from './shortlists-api.ts';
import { refreshAfterWrite } from '../../api/refresh-after-write.ts';

const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());

/**
 * 'Share' on the owner's list: add a colleague by e-mail (the server decides who counts as one
 * and says why not), and see the current colleagues, each with Revoke.
 */
export function ShareShortlistDialog({ shortlistId, shortlistName }: { shortlistId: string; shortlistName: string }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();

  const colleagues = useQuery({
    queryKey: shortlistKeys.shares(shortlistId),
    queryFn: ({ signal }) => fetchShortlistShares(shortlistId, signal),
    enabled: open,
  });

  const share = useMutation({
    mutationFn: () => shareShortlist(shortlistId, email),
    onSuccess: async (colleague) => {
      setEmail('');
      toast({ title: m.shared, description: `${colleague.name} can now see "${shortlistName}".` });
      await refreshAfterWrite(queryClient, shortlistKeys.shares(shortlistId));
    },
    onError: (failure) => {
      // A refusal with a reason (not a colleague, yourself, already shared, too many) shows under the field.
      if (failure instanceof ApiError && failure.status >= 400 && failure.status < 500) {
        setError(failure.fieldError('email') ?? failure.detail);
      } else toastFailure(m.shareFailed, failure);
    },
  });

  const revoke = useMutation({
    mutationFn: (clientId: string) => revokeShortlistShare(shortlistId, clientId),
    onSuccess: async () => {
      toast({ title: m.revoked });
      await refreshAfterWrite(queryClient, shortlistKeys.shares(shortlistId));
    },
    onError: (failure) => toastFailure(m.revokeFailed, failure),
  });

  const changeOpen = (next: boolean) => {
    if (next) {
      setEmail('');
      setError(undefined);
    }
    setOpen(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!looksLikeEmail(email)) {
      setError(shortlistFieldMessages.emailInvalid);
      return;
    }
    setError(undefined);
    if (!share.isPending) share.mutate();
  };

  const list = colleagues.data?.colleagues ?? [];

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Share2 aria-hidden="true" />
          {m.shareButton}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{m.shareDialogTitle}</DialogTitle>
          <DialogDescription>{m.shareDialogDescription}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="flex flex-col gap-1.5" noValidate>
          <Label htmlFor="share-shortlist-email">{m.colleagueEmailLabel}</Label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              id="share-shortlist-email"
              type="email"
              autoComplete="off"
              value={email}
              placeholder="name@yourcompany.com"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'share-shortlist-email-error' : undefined}
              onChange={(event) => {
                setEmail(event.target.value);
                setError(undefined);
              }}
            />
            <Button type="submit" disabled={share.isPending}>
              {m.shareSubmit}
            </Button>
          </div>
          {error ? (
            <p id="share-shortlist-email-error" role="alert" className="text-sm text-destructive wrap-anywhere">
              {error}
            </p>
          ) : null}
        </form>
        <section aria-labelledby="share-colleagues-heading" className="flex flex-col gap-2">
          <h3 id="share-colleagues-heading" className="text-sm font-medium">
            {m.colleaguesHeading}
          </h3>
          {colleagues.isPending ? (
            <div className="h-10 animate-pulse rounded-md bg-muted" aria-hidden="true" />
          ) : colleagues.isError ? (
            <PageError size="compact" message={m.loadColleaguesFailed} onRetry={() => void colleagues.refetch()} />
          ) : list.length === 0 ? (
            <p className="text-sm text-muted-foreground">{m.noColleagues}</p>
          ) : (
            <ul className="flex flex-col gap-1" data-testid="share-colleagues">
              {list.map((colleague) => (
                <li key={colleague.clientId} className="flex items-center justify-between gap-2 rounded-md border border-border px-3 py-2 text-sm">
                  <span className="min-w-0">
                    <span className="block font-medium wrap-anywhere">{colleague.name}</span>
                    <span className="block text-xs text-muted-foreground wrap-anywhere">{colleague.email}</span>
                  </span>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`${m.revoke} ${colleague.name}`}
                    disabled={revoke.isPending}
                    onClick={() => revoke.mutate(colleague.clientId)}
                  >
                    {m.revoke}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </section>
      </DialogContent>
    </Dialog>
  );
}
