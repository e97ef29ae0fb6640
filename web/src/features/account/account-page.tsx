import { useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Download, KeyRound, ShieldCheck, TriangleAlert } from 'lucide-react';
import { dataExportMessages as dx } from '@contracts/identity/contracts/data-export.contract.ts';
import { ApiError } from '../../api/api-client.ts';
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
import { FormAlert } from '../auth/form-alert.tsx';
import { applyFieldErrors, describeFailure } from '../auth/server-errors.ts';
import { describeAccount } from '../layout/nav-items.ts';
import { useDocumentTitle } from '../layout/use-document-title.ts';
import { deleteOwnAccount, requestDataExport } from './account-api.ts';

type Input = z.input<typeof accountDeletionSchema>;
type Output = z.output<typeof accountDeletionSchema>;

/** /account (everyone signed in): who they are signed in as, a link to Security, their data rights, and deleting the account. */
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
      <SecuritySection />
      <TwoStepSignInSection />
      <YourDataSection email={user.email} />
      <DeleteAccountSection
        consequences={deletionConsequences(user.userType, { isConsultant: session.isConsultant, isSuperAdmin: session.isSuperAdmin })}
      />
    </div>
  );
}

const linkClass = 'font-medium text-foreground underline underline-offset-4';

/** Where the person is signed in and their password: a page of its own (/account/security). */
function SecuritySection() {
  return (
    <section aria-labelledby="security-heading" className="mb-8 rounded-lg border bg-card p-6">
      <h2 id="security-heading" className="text-xl font-semibold">
        Security
      </h2>
      <p className="mt-2 text-sm text-muted-foreground">
        See every browser signed in to your account, sign out the ones you do not use, and change your password.
      </p>
      <Button variant="outline" asChild className="mt-4 max-sm:w-full">
        <Link to="/account/security">
          <ShieldCheck aria-hidden="true" />
          Sessions and password
        </Link>
      </Button>
    </section>
  );
}

/** Two-step sign-in (decisions 043 and 044): an app or passkeys, optional for clients and executives, required of staff; set up on its own page. */
function TwoStepSignInSection() {
  return (
    <section aria-labelledby="two-step-heading" className="mb-8 rounded-lg border bg-card p-6">
      <h2 id="two-step-heading" className="flex items-center gap-2 text-xl font-semibold">
        <KeyRound aria-hidden="true" className="size-5 shrink-0" />
        Two-step sign-in and passkeys
      </h2>
      <p className="mt-2 text-sm text-muted-foreground">
        Ask for a code from an authenticator app on your phone, or a passkey, each time you sign in, so a stolen password alone cannot open your
        account. A passkey also signs you in on its own, with your fingerprint, face or device PIN.
      </p>
      <Button asChild variant="outline" className="mt-4 max-sm:w-full">
        <Link to="/account/second-factor">Manage two-step sign-in</Link>
      </Button>
    </section>
  );
}

/** The data rights: a copy of one's data (once a day, by e-mailed link), community preferences, the policy. */
function YourDataSection({ email }: { email: string }) {
  const [outcome, setOutcome] = useState<{ kind: 'requested' | 'limited'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const ask = async () => {
    setBusy(true);
    try {
      const answer = await requestDataExport();
      // Said where the button was (a status, read out), not in a toast as well.
      setOutcome({ kind: 'requested', text: answer.message });
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) {
        setOutcome({ kind: 'limited', text: dx.onceADay });
      } else {
        toast({ title: dx.failedTitle, description: describeFailure(error, dx.failedTitle), variant: 'destructive' });
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="your-data-heading" className="mb-8 rounded-lg border bg-card p-6">
      <h2 id="your-data-heading" className="text-xl font-semibold">
        Your data
      </h2>
      <p className="mt-2 text-sm text-muted-foreground">{dx.description}</p>
      <div className="mt-4 flex flex-col gap-3">
        <Button variant="outline" disabled={busy || outcome !== null} onClick={() => void ask()} className="self-start max-sm:w-full">
          <Download aria-hidden="true" />
          {busy ? 'Requesting…' : dx.title}
        </Button>
        {outcome ? (
          <FormAlert variant={outcome.kind === 'requested' ? 'success' : 'error'} title={outcome.kind === 'requested' ? dx.requestedTitle : dx.onceADayTitle}>
            {outcome.kind === 'requested' ? `${outcome.text} (${email})` : outcome.text}
          </FormAlert>
        ) : null}
      </div>
      <p className="mt-4 text-sm text-muted-foreground">
        Community e-mails and membership:{' '}
        <Link to="/community/preferences" className={linkClass}>
          your community preferences
        </Link>
        . What we hold, why, for how long and your rights:{' '}
        <Link to="/privacy" className={linkClass}>
          Privacy Policy
        </Link>
        .
      </p>
    </section>
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
