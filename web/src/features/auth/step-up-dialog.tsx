import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Fingerprint, ShieldCheck } from 'lucide-react';
import type { PasskeyOptions } from '@contracts/identity/contracts/passkeys.contract.ts';
import { stepUpMessages as m, stepUpSchema, type StepUpStatus } from '@contracts/identity/contracts/step-up.contract.ts';
import { apiFetch } from '../../api/api-client.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { TextField } from '../../components/ui/form-field.tsx';
import { FormAlert } from './form-alert.tsx';
import { answerWithPasskey, describePasskeyFailure } from './passkey-browser.ts';
import { applyFieldErrors, describeFailure } from './server-errors.ts';

// The form is the code's branch of the request; a passkey's answer is sent without it.
const codeSchema = stepUpSchema.options[0];
type Input = z.input<typeof codeSchema>;
type Output = z.output<typeof codeSchema>;

/**
 * The dialog that asks for a fresh second factor before a sensitive action (decision 045): a CSV
 * export, a role change, an erasure. StepUpHost (in the root layout) loads and opens it when the
 * API answers 403 `step_up_required`, and the action goes on once the code is confirmed. Closing it
 * (Escape, Cancel, the close button) abandons the action.
 */
export default function StepUpDialog({ onConfirmed, onCancelled }: { onConfirmed: () => void; onCancelled: () => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(codeSchema),
    defaultValues: { code: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const [usingPasskey, setUsingPasskey] = useState(false);
  // What this account can confirm with: a passkey offers its own button.
  const status = useQuery({
    queryKey: ['account', 'step-up'],
    queryFn: ({ signal }) => apiFetch<StepUpStatus>('/api/account/step-up', { signal }),
    staleTime: 0,
  });
  const hasPasskey = status.data?.methods.includes('passkey') ?? false;
  const hasApp = status.data?.methods.includes('totp') ?? true;

  const confirmWithPasskey = async () => {
    setFailure(null);
    setUsingPasskey(true);
    try {
      const { challengeId, options } = await apiFetch<PasskeyOptions>('/api/account/step-up/passkey-options', { method: 'POST' });
      const response = await answerWithPasskey(options);
      await apiFetch<StepUpStatus>('/api/account/step-up', {
        method: 'POST',
        body: { passkey: { challengeId, response } },
      });
      onConfirmed();
    } catch (error) {
      setFailure(describePasskeyFailure(error, 'We could not check your passkey. Please try again.'));
    } finally {
      setUsingPasskey(false);
    }
  };

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await apiFetch<StepUpStatus>('/api/account/step-up', {
        method: 'POST',
        body: values,
      });
      onConfirmed();
    } catch (error) {
      if (!applyFieldErrors(error, ['code'], form.setError)) setFailure(describeFailure(error, 'We could not check your code. Please try again.'));
    }
  });

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onCancelled())}>
      <DialogContent aria-describedby="step-up-description">
        <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" aria-label={m.title}>
          <DialogHeader>
            <DialogTitle className="flex items-center gap-2">
              <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-brand" />
              {m.title}
            </DialogTitle>
            <DialogDescription id="step-up-description">
              {hasPasskey ? (hasApp ? m.descriptionWithPasskey : m.descriptionPasskeyOnly) : m.description}
            </DialogDescription>
          </DialogHeader>
          {failure ? <FormAlert title="Not confirmed">{failure}</FormAlert> : null}
          {status.isPending ? (
            <p role="status" className="text-sm text-muted-foreground">
              Loading…
            </p>
          ) : null}
          {hasPasskey ? (
            <Button type="button" variant="outline" disabled={usingPasskey} onClick={() => void confirmWithPasskey()}>
              <Fingerprint aria-hidden="true" />
              {usingPasskey ? 'Waiting for your passkey…' : m.usePasskey}
            </Button>
          ) : null}
          {status.isPending ? null : (
            <TextField
              id="step-up-code"
              label={hasApp ? m.codeLabel : m.recoveryCodeLabel}
              autoComplete="one-time-code"
              spellCheck={false}
              autoFocus={!hasPasskey}
              error={errors.code?.message}
              {...form.register('code')}
            />
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onCancelled}>
              Cancel
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? 'Checking…' : m.confirm}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
