import { Link, useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { TriangleAlert } from 'lucide-react';
import {
  accountDeletionMessages as m,
  accountDeletionSchema,
  DELETION_CONFIRMATION_WORD,
  deletionConsequences,
} from '@contracts/identity/contracts/account-deletion.contract.ts';
import { Button } from '../../components/ui/button.tsx';
import { PasswordField, TextField } from '../../components/ui/form-field.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { completeAccountDeletion, useSessionStore } from '../../stores/session.store.ts';
import { applyFieldErrors, describeFailure } from '../auth/server-errors.ts';
import { describeAccount } from '../layout/nav-items.ts';
import { useDocumentTitle } from '../layout/use-document-title.ts';
import { deleteOwnAccount } from './account-api.ts';

type Input = z.input<typeof accountDeletionSchema>;
type Output = z.output<typeof accountDeletionSchema>;

/** /account (everyone signed in): who they are signed in as, their data rights, and deleting the account. */
export function AccountPage() {
  useDocumentTitle('Your Account');
  const session = useSessionStore();
  const user = session.user;
  if (!user) return null;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 lg:py-12">
      <header className="mb-8">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Your Account</h1>
        <p className="mt-2 break-words text-muted-foreground">
          Signed in as <span className="font-medium text-foreground">{user.email}</span> ({describeAccount(session)}).
        </p>
      </header>
      <section aria-labelledby="your-data-heading" className="mb-8 rounded-lg border bg-card p-6">
        <h2 id="your-data-heading" className="text-xl font-semibold">
          Your data
        </h2>
        <p className="mt-2 text-sm text-muted-foreground">
          What we hold about you, why, how long we keep it and your rights over it are in our{' '}
          <Link to="/privacy" className="font-medium text-foreground underline underline-offset-4">
            Privacy Policy
          </Link>
          .
        </p>
      </section>
      <DeleteAccountSection
        consequences={deletionConsequences(user.userType, { isConsultant: session.isConsultant, isSuperAdmin: session.isSuperAdmin })}
      />
    </div>
  );
}

function DeleteAccountSection({ consequences }: { consequences: string[] }) {
  const navigate = useNavigate();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(accountDeletionSchema),
    defaultValues: { password: '', confirmation: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await deleteOwnAccount(values);
      completeAccountDeletion();
      toast({ title: m.deletedTitle, description: m.deleted });
      await navigate({ to: '/', replace: true });
    } catch (error) {
      applyFieldErrors(error, ['password', 'confirmation'], form.setError);
      toast({ title: m.failedTitle, description: describeFailure(error, m.failedTitle), variant: 'destructive' });
    }
  });

  return (
    <section aria-labelledby="delete-account-heading" className="rounded-lg border border-destructive/40 bg-card p-6">
      <h2 id="delete-account-heading" className="flex items-center gap-2 text-xl font-semibold text-destructive">
        <TriangleAlert aria-hidden="true" className="size-5 shrink-0" />
        {m.title}
      </h2>
      <p className="mt-2 text-sm">This cannot be undone. Deleting your account takes with it:</p>
      <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm text-muted-foreground">
        {consequences.map((consequence) => (
          <li key={consequence} className="break-words">
            {consequence}
          </li>
        ))}
      </ul>
      <form noValidate onSubmit={submit} className="mt-6 flex flex-col gap-4" aria-label={m.title}>
        <PasswordField id="password" label="Your password" autoComplete="current-password" error={errors.password?.message} {...form.register('password')} />
        <TextField
          id="confirmation"
          label={`Type ${DELETION_CONFIRMATION_WORD} to confirm`}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          error={errors.confirmation?.message}
          {...form.register('confirmation')}
        />
        <Button type="submit" variant="destructive" size="lg" disabled={isSubmitting} className="self-start max-sm:w-full">
          {isSubmitting ? 'Deleting…' : 'Delete my account'}
        </Button>
      </form>
    </section>
  );
}
