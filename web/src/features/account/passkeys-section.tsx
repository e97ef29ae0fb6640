import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Fingerprint, Pencil, Plus, Trash2 } from 'lucide-react';
import { passkeyMessages as m, passkeyRenameSchema, type Passkey } from '@contracts/identity/contracts/passkeys.contract.ts';
import { toastFailure } from '../../api/query-failure-toast.ts';
import { PageEmpty, PageError, PageLoading } from '../../components/page-states.tsx';
import { formatExactTime } from '../../components/relative-time.ts';
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
import { TextField } from '../../components/ui/form-field.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { reloadSession } from '../../stores/session.store.ts';
import { FormAlert } from '../auth/form-alert.tsx';
import { createPasskey, describePasskeyFailure } from '../auth/passkey-browser.ts';
import { applyFieldErrors, describeFailure } from '../auth/server-errors.ts';
import { fetchPasskeyRegistrationOptions, fetchPasskeys, passkeyKeys, registerPasskey, removePasskey, renamePasskey, secondFactorKeys } from './account-api.ts';
import { refreshAfterWrite } from '../../api/refresh-after-write.ts';

type RenameInput = z.input<typeof passkeyRenameSchema>;
type RenameOutput = z.output<typeof passkeyRenameSchema>;

/**
 * The Passkeys section of /account/second-factor (decision 044): the account's passkeys with
 * rename and remove, and "Add a passkey" (the browser's own prompt: fingerprint, face, PIN or a
 * phone). The first second factor answers recovery codes, which the page shows (`onRecoveryCodes`).
 */
export function PasskeysSection({ otherFactor, required, onRecoveryCodes }: { otherFactor: boolean; required: boolean; onRecoveryCodes: (codes: string[]) => void }) {
  const queryClient = useQueryClient();
  const passkeys = useQuery({ queryKey: passkeyKeys.list(), queryFn: ({ signal }) => fetchPasskeys(signal) });
  const [adding, setAdding] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const refresh = () =>
    Promise.all([
      reloadSession(),
      refreshAfterWrite(queryClient, passkeyKeys.list()),
      refreshAfterWrite(queryClient, secondFactorKeys.status()),
    ]);

  const add = async () => {
    setAdding(true);
    setFailure(null);
    try {
      const { challengeId, options } = await fetchPasskeyRegistrationOptions();
      const response = await createPasskey(options);
      const { passkey, recoveryCodes } = await registerPasskey({ challengeId, response });
      if (recoveryCodes) onRecoveryCodes(recoveryCodes);
      await refresh();
      toast({ title: m.addedTitle, description: `"${passkey.name}". ${m.added}` });
    } catch (error) {
      setFailure(describePasskeyFailure(error, m.verificationFailed));
    } finally {
      setAdding(false);
    }
  };

  const list = passkeys.data?.passkeys ?? [];
  return (
    <section aria-labelledby="passkeys-heading" className="mt-8 rounded-lg border bg-card p-6">
      <h2 id="passkeys-heading" className="flex items-center gap-2 text-xl font-semibold">
        <Fingerprint aria-hidden="true" className="size-5 shrink-0" />
        {m.sectionTitle}
      </h2>
      <p className="mt-2 text-sm text-muted-foreground">{m.sectionDescription}</p>
      {failure ? (
        <FormAlert className="mt-4" title={m.addFailedTitle}>
          {failure}
        </FormAlert>
      ) : null}
      <div className="mt-4">
        {passkeys.isPending ? (
          <PageLoading label="Loading your passkeys…" className="py-8" />
        ) : passkeys.isError ? (
          <PageError message="We could not load your passkeys." size="compact" onRetry={() => void passkeys.refetch()} />
        ) : list.length === 0 ? (
          <PageEmpty icon={Fingerprint} title={m.none} headingLevel="h3" />
        ) : (
          <ul className="flex flex-col divide-y rounded-md border" aria-label="Your passkeys">
            {list.map((passkey) => (
              <li key={passkey.id} className="min-w-0">
                <PasskeyRow passkey={passkey} last={list.length === 1 && !otherFactor} required={required} onChanged={refresh} />
              </li>
            ))}
          </ul>
        )}
      </div>
      <Button className="mt-4 max-sm:w-full" variant={list.length > 0 || otherFactor ? 'outline' : 'primary'} disabled={adding} onClick={() => void add()}>
        <Plus aria-hidden="true" />
        {adding ? m.adding : m.add}
      </Button>
    </section>
  );
}

function PasskeyRow({ passkey, last, required, onChanged }: { passkey: Passkey; last: boolean; required: boolean; onChanged: () => Promise<unknown> }) {
  const [renaming, setRenaming] = useState(false);
  const remove = useMutation({
    mutationFn: () => removePasskey(passkey.id),
    onSuccess: ({ lastSecondFactorRemoved }) =>
      toast({ title: m.removedTitle, description: lastSecondFactorRemoved ? `${m.removed} ${m.removedLastFactor}` : m.removed }),
    onError: (error) => toastFailure(m.removeFailedTitle, error),
    onSettled: onChanged,
  });
  return (
    <div className="flex flex-col gap-3 p-4" data-testid="passkey">
      {renaming ? (
        <RenameForm passkey={passkey} onDone={() => setRenaming(false)} onRenamed={onChanged} />
      ) : (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0">
            <p className="flex flex-wrap items-center gap-2 font-medium">
              <span className="break-words">{passkey.name}</span>
              {passkey.backedUp ? <Badge variant="secondary">Synced</Badge> : null}
            </p>
            <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 text-sm text-muted-foreground">
              <dt>Added</dt>
              <dd>{formatExactTime(passkey.createdAt)}</dd>
              <dt>Last used</dt>
              <dd>{passkey.lastUsedAt ? formatExactTime(passkey.lastUsedAt) : 'Not yet'}</dd>
            </dl>
          </div>
          <div className="flex shrink-0 gap-2 max-sm:flex-col">
            <Button variant="outline" size="sm" aria-label={`Rename ${passkey.name}`} onClick={() => setRenaming(true)}>
              <Pencil aria-hidden="true" />
              Rename
            </Button>
            <AlertDialog>
              <AlertDialogTrigger asChild>
                <Button variant="outline" size="sm" disabled={remove.isPending} aria-label={`Remove ${passkey.name}`}>
                  <Trash2 aria-hidden="true" />
                  {remove.isPending ? 'Removing…' : 'Remove'}
                </Button>
              </AlertDialogTrigger>
              <AlertDialogContent>
                <AlertDialogHeader>
                  <AlertDialogTitle>Remove this passkey?</AlertDialogTitle>
                  <AlertDialogDescription>
                    "{passkey.name}" will no longer sign you in.{' '}
                    {last
                      ? required
                        ? 'It is your only second factor: you will have to set up a new one before using anything else.'
                        : 'It is your only second factor: two-step sign-in will be off and your recovery codes will stop working.'
                      : null}
                  </AlertDialogDescription>
                </AlertDialogHeader>
                <AlertDialogFooter>
                  <AlertDialogCancel>Cancel</AlertDialogCancel>
                  <AlertDialogAction destructive onClick={() => remove.mutate()}>
                    Remove Passkey
                  </AlertDialogAction>
                </AlertDialogFooter>
              </AlertDialogContent>
            </AlertDialog>
          </div>
        </div>
      )}
    </div>
  );
}

function RenameForm({ passkey, onDone, onRenamed }: { passkey: Passkey; onDone: () => void; onRenamed: () => Promise<unknown> }) {
  const form = useForm<RenameInput, unknown, RenameOutput>({ resolver: zodResolver(passkeyRenameSchema), defaultValues: { name: passkey.name } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ name }) => {
    try {
      await renamePasskey(passkey.id, name);
      await onRenamed();
      toast({ title: m.renamedTitle, description: `"${name}"` });
      onDone();
    } catch (error) {
      if (!applyFieldErrors(error, ['name'], form.setError)) form.setError('name', { message: describeFailure(error, m.notFound) });
    }
  });
  const fieldId = `passkey-name-${passkey.id}`;
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onDone();
      }}
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
      aria-label={`Rename ${passkey.name}`}
    >
      <div className="min-w-0 grow">
        <TextField id={fieldId} label="Passkey name" autoFocus autoComplete="off" maxLength={60} error={errors.name?.message} {...form.register('name')} />
      </div>
      <div className="flex gap-2 max-sm:flex-col">
        <Button type="submit" size="md" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : 'Save'}
        </Button>
        <Button variant="outline" size="md" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
