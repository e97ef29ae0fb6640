import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { KeyRound, ShieldCheck } from 'lucide-react';
import {
  secondFactorCodeSchema,
  secondFactorMessages as m,
  type SecondFactorEnrolment,
  type SecondFactorStatus,
} from '@contracts/identity/contracts/second-factor.contract.ts';
import { PageError, PageLoading } from '../../components/page-states.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../components/ui/form-field.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { reloadSession, signOut, useSessionStore } from '../../stores/session.store.ts';
import { homeOf } from '../auth/access.ts';
import { FormAlert } from '../auth/form-alert.tsx';
import { applyFieldErrors, describeFailure } from '../auth/server-errors.ts';
import { useDocumentTitle } from '../layout/use-document-title.ts';
import { confirmSecondFactorEnrolment, fetchSecondFactorStatus, passkeyKeys, replaceRecoveryCodes, secondFactorKeys, startSecondFactorEnrolment, turnOffSecondFactor } from './account-api.ts';
import { PasskeysSection } from './passkeys-section.tsx';
import { refreshAfterWrite } from '../../api/refresh-after-write.ts';

type CodeInput = z.input<typeof secondFactorCodeSchema>;
type CodeOutput = z.output<typeof secondFactorCodeSchema>;

const PAGE_TITLE = 'Two-step sign-in';

/**
 * /account/second-factor (everyone signed in; decisions 043 and 044): set up an authenticator app
 * (a QR code and the secret as text, confirmed by a first code) or turn it off with a code, and add,
 * rename or remove passkeys. The first second factor of either kind answers ten recovery codes,
 * shown once. Super admins and consultants without one are sent here and can use nothing else:
 * they choose an app or a passkey.
 */
export function SecondFactorPage() {
  useDocumentTitle(PAGE_TITLE);
  const session = useSessionStore();
  const status = useQuery({ queryKey: secondFactorKeys.status(), queryFn: ({ signal }) => fetchSecondFactorStatus(signal) });
  // The recovery codes outlive the status refetch that follows the confirmation: they show until dismissed.
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 lg:py-12">
      <header className="mb-8">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{PAGE_TITLE}</h1>
        <p className="mt-2 text-muted-foreground">
          A second step each time you sign in, besides your password: a code from an authenticator app on your phone (Google Authenticator,
          Microsoft Authenticator, 1Password, Authy…) or a passkey. Someone who learns your password still cannot get in.
        </p>
      </header>
      {session.mustEnrolSecondFactor && !recoveryCodes ? (
        <FormAlert title={m.requiredTitle} className="mb-6">
          {m.required}
        </FormAlert>
      ) : null}
      {recoveryCodes ? (
        <RecoveryCodesPanel codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />
      ) : status.isPending ? (
        <PageLoading label="Loading your two-step sign-in…" />
      ) : status.isError ? (
        <PageError message="We could not load your two-step sign-in settings." onRetry={() => void status.refetch()} />
      ) : (status.data.enrolled || status.data.passkeys > 0) && session.mustEnrolSecondFactor ? (
        // The factor was turned on elsewhere (another browser, an operator) after this session began.
        <PageError title="Sign in again" message="Two-step sign-in is on for your account, but this session began without it. Log out and sign in again with your second step.">
          <Button onClick={() => void signOut()}>Log Out</Button>
        </PageError>
      ) : (
        <>
          {status.data.enrolled || status.data.passkeys > 0 ? <StatusPanel status={status.data} onRecoveryCodes={setRecoveryCodes} /> : null}
          {status.data.enrolled ? <EnrolledPanel status={status.data} /> : <EnrolmentPanel onEnrolled={setRecoveryCodes} />}
          <PasskeysSection otherFactor={status.data.enrolled} required={status.data.required} onRecoveryCodes={setRecoveryCodes} />
        </>
      )}
    </div>
  );
}

/** Not set up yet: a button, then the QR code, the secret as text and the first code. */
function EnrolmentPanel({ onEnrolled }: { onEnrolled: (codes: string[]) => void }) {
  const queryClient = useQueryClient();
  const [enrolment, setEnrolment] = useState<SecondFactorEnrolment | null>(null);
  const [starting, setStarting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<CodeInput, unknown, CodeOutput>({ resolver: zodResolver(secondFactorCodeSchema), defaultValues: { code: '' } });
  const { errors, isSubmitting } = form.formState;

  const start = async () => {
    setStarting(true);
    setFailure(null);
    try {
      setEnrolment(await startSecondFactorEnrolment());
    } catch (error) {
      setFailure(describeFailure(error, 'We could not start setting up your authenticator app. Please try again.'));
    } finally {
      setStarting(false);
    }
  };

  const confirm = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { recoveryCodes } = await confirmSecondFactorEnrolment(values);
      // Beside a passkey the account keeps the codes it has: none are answered then.
      if (recoveryCodes.length > 0) onEnrolled(recoveryCodes);
      await Promise.all([reloadSession(), refreshAfterWrite(queryClient, secondFactorKeys.status())]);
      toast({ title: m.enrolledTitle, description: m.enrolled });
    } catch (error) {
      if (!applyFieldErrors(error, ['code'], form.setError)) setFailure(describeFailure(error, m.failedTitle));
    }
  });

  return (
    <section aria-labelledby="enrol-heading" className="rounded-lg border bg-card p-6">
      <h2 id="enrol-heading" className="flex items-center gap-2 text-xl font-semibold">
        <KeyRound aria-hidden="true" className="size-5 shrink-0" />
        Set up an authenticator app
      </h2>
      {failure ? (
        <FormAlert className="mt-4" title={m.failedTitle}>
          {failure}
        </FormAlert>
      ) : null}
      {!enrolment ? (
        <>
          <p className="mt-2 text-sm text-muted-foreground">Have your phone with an authenticator app ready. Or add a passkey below instead, or as well.</p>
          <Button className="mt-4 max-sm:w-full" disabled={starting} onClick={() => void start()}>
            {starting ? 'Preparing…' : 'Set up two-step sign-in'}
          </Button>
        </>
      ) : (
        <ol className="mt-4 flex list-decimal flex-col gap-6 pl-5 text-sm">
          <li>
            <p>Scan this QR code with your authenticator app.</p>
            <img
              src={enrolment.qrCodeDataUrl}
              alt="QR code to add TalentLeaders to your authenticator app"
              width={192}
              height={192}
              className="mt-3 size-48 rounded-md border bg-white p-2"
            />
          </li>
          <li>
            <p>Or type this key into the app (time-based, 6 digits):</p>
            <code
              aria-label="Your setup key"
              className="mt-2 block break-all rounded-md border bg-muted px-3 py-2 font-mono text-base tracking-wider text-foreground"
              data-testid="totp-secret"
            >
              {enrolment.secret.match(/.{1,4}/g)?.join(' ')}
            </code>
          </li>
          <li>
            <form noValidate onSubmit={(event) => void confirm(event)} className="flex flex-col gap-4" aria-label="Confirm your authenticator app">
              <p>Enter the 6-digit code the app shows now.</p>
              <TextField
                id="enrol-code"
                label="Code from the app"
                autoComplete="one-time-code"
                inputMode="numeric"
                spellCheck={false}
                error={errors.code?.message}
                {...form.register('code')}
              />
              <Button type="submit" disabled={isSubmitting} className="self-start max-sm:w-full">
                {isSubmitting ? 'Checking…' : 'Turn on two-step sign-in'}
              </Button>
            </form>
          </li>
        </ol>
      )}
    </section>
  );
}

/** The ten recovery codes, this once: the way in when the phone is lost. */
function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const navigate = useNavigate();
  const session = useSessionStore();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied(true);
    } catch {
      toast({ title: 'Could not copy', description: 'Select the codes and copy them by hand.', variant: 'destructive' });
    }
  };
  return (
    <section aria-labelledby="recovery-heading" className="rounded-lg border border-success/40 bg-card p-6">
      <h2 id="recovery-heading" className="flex items-center gap-2 text-xl font-semibold">
        <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-success" />
        Save your recovery codes
      </h2>
      <p className="mt-2 text-sm">
        Two-step sign-in is on. If you lose your phone or your passkey, each of these codes signs you in once instead.{' '}
        <strong>They are shown only now:</strong> keep them somewhere safe, such as a password manager.
      </p>
      <ul aria-label="Recovery codes" className="mt-4 grid grid-cols-1 gap-2 font-mono text-base sm:grid-cols-2">
        {codes.map((code) => (
          <li key={code} className="rounded-md border bg-muted px-3 py-1.5 text-center">
            {code}
          </li>
        ))}
      </ul>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Button variant="outline" onClick={() => void copy()}>
          {copied ? 'Copied' : 'Copy the codes'}
        </Button>
        <Button
          onClick={() => {
            onDone();
            void navigate({ to: homeOf(session), replace: true });
          }}
        >
          I have saved my recovery codes
        </Button>
      </div>
    </section>
  );
}

/** On (an app, passkeys or both): what the account has and the recovery codes left. */
function StatusPanel({ status, onRecoveryCodes }: { status: SecondFactorStatus; onRecoveryCodes: (codes: string[]) => void }) {
  const queryClient = useQueryClient();
  const [replacing, setReplacing] = useState(false);
  const replace = async () => {
    setReplacing(true);
    try {
      const { recoveryCodes } = await replaceRecoveryCodes();
      onRecoveryCodes(recoveryCodes);
      await refreshAfterWrite(queryClient, secondFactorKeys.status());
    } catch (error) {
      toast({ title: 'No new recovery codes', description: describeFailure(error, error instanceof Error ? error.message : 'Please try again.'), variant: 'destructive' });
    } finally {
      setReplacing(false);
    }
  };
  const factors = [
    status.enrolled ? `an authenticator app${status.enrolledAt ? ` (since ${new Date(status.enrolledAt).toLocaleDateString(undefined, { dateStyle: 'long' })})` : ''}` : null,
    status.passkeys > 0 ? `${status.passkeys} ${status.passkeys === 1 ? 'passkey' : 'passkeys'}` : null,
  ].filter(Boolean);
  return (
    <section aria-labelledby="enrolled-heading" className="mb-8 rounded-lg border bg-card p-6">
      <h2 id="enrolled-heading" className="flex items-center gap-2 text-xl font-semibold">
        <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-success" />
        {m.enrolledTitle}
      </h2>
      <p className="mt-2 text-sm text-muted-foreground">
        With {factors.join(' and ')}. You have {status.recoveryCodesLeft} unused recovery {status.recoveryCodesLeft === 1 ? 'code' : 'codes'}.
      </p>
      {status.recoveryCodesLeft <= 2 ? <p className="mt-2 text-sm">Few recovery codes left: make ten new ones.</p> : null}
      <Button variant="outline" className="mt-4 max-sm:w-full" disabled={replacing} onClick={() => void replace()}>
        {replacing ? 'Making new codes…' : 'Make new recovery codes'}
      </Button>
      <p className="mt-1 text-xs text-muted-foreground">The codes you have now stop working. You will be asked to confirm it is you.</p>
      <p className="mt-4 text-sm">
        <Link to="/account" className="font-medium text-foreground underline underline-offset-4">
          Back to your account
        </Link>
      </p>
    </section>
  );
}

/** The authenticator app is on: turning it off with a code (the passkeys stay, if any). */
function EnrolledPanel({ status }: { status: SecondFactorStatus }) {
  const queryClient = useQueryClient();
  const form = useForm<CodeInput, unknown, CodeOutput>({ resolver: zodResolver(secondFactorCodeSchema), defaultValues: { code: '' } });
  const { errors, isSubmitting } = form.formState;
  const [failure, setFailure] = useState<string | null>(null);

  const turnOff = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await turnOffSecondFactor(values);
      form.reset({ code: '' });
      await Promise.all([
        reloadSession(),
        refreshAfterWrite(queryClient, secondFactorKeys.status()),
        refreshAfterWrite(queryClient, passkeyKeys.list()),
      ]);
      toast(status.passkeys > 0 ? { title: 'Authenticator app removed', description: 'Your passkeys stay your second step.' } : { title: m.disabledTitle, description: m.disabled });
    } catch (error) {
      if (!applyFieldErrors(error, ['code'], form.setError)) setFailure(describeFailure(error, m.failedTitle));
    }
  });

  const keepsPasskeys = status.passkeys > 0;
  const action = keepsPasskeys ? 'Remove the authenticator app' : 'Turn off two-step sign-in';
  return (
    <>
      <section aria-labelledby="turn-off-heading" className="rounded-lg border bg-card p-6">
        <h2 id="turn-off-heading" className="flex items-center gap-2 text-xl font-semibold">
          <KeyRound aria-hidden="true" className="size-5 shrink-0" />
          {keepsPasskeys ? 'Authenticator app' : 'Turn off two-step sign-in'}
        </h2>
        <p className="mt-2 text-sm text-muted-foreground">
          {keepsPasskeys
            ? 'Your passkeys stay your second step. Enter a current code from your app, or a recovery code.'
            : status.required
              ? 'Super admins and consultants must have two-step sign-in: turning it off takes you straight back to setting up a new one (a new phone, for example).'
              : 'You will sign in with your password alone. Enter a current code from your app, or a recovery code.'}
        </p>
        {failure ? (
          <FormAlert className="mt-4" title={m.failedTitle}>
            {failure}
          </FormAlert>
        ) : null}
        <form noValidate onSubmit={(event) => void turnOff(event)} className="mt-4 flex flex-col gap-4" aria-label={action}>
          <TextField
            id="turn-off-code"
            label="Code from the app, or a recovery code"
            autoComplete="one-time-code"
            spellCheck={false}
            error={errors.code?.message}
            {...form.register('code')}
          />
          <Button type="submit" variant="destructive" disabled={isSubmitting} className="self-start max-sm:w-full">
            {isSubmitting ? 'Turning off…' : action}
          </Button>
        </form>
      </section>
    </>
  );
}
