import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { ShieldCheck } from 'lucide-react';
import { stepUpMessages as m, stepUpSchema, type StepUpStatus } from '@contracts/identity/contracts/step-up.contract.ts';
import { apiFetch } from '../../api/api-client.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { TextField } from '../../components/ui/form-field.tsx';
import { FormAlert } from './form-alert.tsx';
import { applyFieldErrors, describeFailure } from './server-errors.ts';

type Input = z.input<typeof stepUpSchema>;
type Output = z.output<typeof stepUpSchema>;

/**
 * The dialog that asks for a fresh second factor before a sensitive action (decision 045): a CSV
 * export, a role change, an erasure. StepUpHost (in the root layout) loads and opens it when the
 * API answers 403 `step_up_required`, and the action goes on once the code is confirmed. Closing it
 * (Escape, Cancel, the close button) abandons the action.
 */
export default function StepUpDialog({ onConfirmed, onCancelled }: { onConfirmed: () => void; onCancelled: () => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(stepUpSchema), defaultValues: { code: '' } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await apiFetch<StepUpStatus>('/api/account/step-up', { method: 'POST', body: values });
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
            <DialogDescription id="step-up-description">{m.description}</DialogDescription>
          </DialogHeader>
          {failure ? <FormAlert title="Not confirmed">{failure}</FormAlert> : null}
          <TextField
            id="step-up-code"
            label={m.codeLabel}
            autoComplete="one-time-code"
            spellCheck={false}
            autoFocus
            error={errors.code?.message}
            {...form.register('code')}
          />
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
