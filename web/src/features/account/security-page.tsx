import { Link } from '@tanstack/react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { ArrowLeft, LogOut, MonitorSmartphone } from 'lucide-react';
import {
  changePasswordSchema,
  securityMessages as m,
  type AccountSession,
} from '@contracts/identity/contracts/account-sessions.contract.ts';
import { toastFailure, useQueryFailureToast } from '../../api/query-failure-toast.ts';
import { PageEmpty, PageError, PageLoading } from '../../components/page-states.tsx';
import { RelativeTime } from '../../components/relative-time-label.tsx';
import { formatExactTime } from '../../components/relative-time.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { PasswordField } from '../../components/ui/form-field.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { useSessionStore } from '../../stores/session.store.ts';
import { applyFieldErrors, describeFailure } from '../auth/server-errors.ts';
import { useDocumentTitle } from '../layout/use-document-title.ts';
import { changeAccountPassword, endAccountSession, endOtherAccountSessions, fetchAccountSessions, securityKeys } from './security-api.ts';
import { refreshAfterWrite } from '../../api/refresh-after-write.ts';

/** /account/security (everyone signed in): where they are signed in, ending sessions, changing the password. */
export function SecurityPage() {
  useDocumentTitle(m.title);
  const user = useSessionStore((state) => state.user);
  if (!user) return null;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 lg:py-12">
      <Link to="/account" className="mb-4 inline-flex items-center gap-1.5 text-sm text-muted-foreground underline-offset-4 hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Your Account
      </Link>
      <header className="mb-8">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{m.title}</h1>
        <p className="mt-2 break-words text-muted-foreground">
          Signed in as <span className="font-medium text-foreground">{user.email}</span>.
        </p>
      </header>
      <SessionsSection userId={user.id} />
      <ChangePasswordSection />
    </div>
  );
}

function SessionsSection({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const sessions = useQuery({ queryKey: securityKeys.sessions(userId), queryFn: ({ signal }) => fetchAccountSessions(signal) });
  useQueryFailureToast(sessions, m.loadFailed);
  const refresh = () => refreshAfterWrite(queryClient, securityKeys.all);

  const endOthers = useMutation({
    mutationFn: endOtherAccountSessions,
    onSuccess: ({ ended }) => toast({ title: m.othersEndedTitle, description: m.othersEnded(ended) }),
    onError: (error) => toastFailure(m.endFailedTitle, error),
    onSettled: refresh,
  });

  const list = sessions.data?.sessions ?? [];
  const others = list.filter((session) => !session.current);
  return (
    <section aria-labelledby="sessions-heading" className="mb-8 rounded-lg border bg-card p-6">
      <h2 id="sessions-heading" className="text-xl font-semibold">
        {m.sessionsTitle}
      </h2>
      <p className="mt-2 text-sm text-muted-foreground">{m.sessionsDescription}</p>
      <div className="mt-4">
        {sessions.isPending ? (
          <PageLoading label="Loading your sessions..." className="py-8" />
        ) : sessions.isError ? (
          <PageError message={m.loadFailed} size="compact" onRetry={() => void sessions.refetch()} />
        ) : list.length === 0 ? (
          // Only while this browser's own session is ending: it is always listed otherwise.
          <PageEmpty icon={MonitorSmartphone} title={m.noOtherSessions} />
        ) : (
          <>
            <ul className="flex flex-col divide-y rounded-md border" aria-label={m.sessionsTitle}>
              {list.map((session) => (
                <li key={session.id} className="min-w-0">
                  <SessionRow session={session} onEnded={refresh} />
                </li>
              ))}
            </ul>
            {others.length === 0 ? (
              <p className="mt-4 text-sm text-muted-foreground">{m.noOtherSessions}</p>
            ) : (
              <Button
                variant="outline"
                className="mt-4 max-sm:w-full"
                disabled={endOthers.isPending}
                onClick={() => endOthers.mutate()}
              >
                <LogOut aria-hidden="true" />
                {endOthers.isPending ? 'Ending…' : m.endOthers}
              </Button>
            )}
          </>
        )}
      </div>
    </section>
  );
}

function SessionRow({ session, onEnded }: { session: AccountSession; onEnded: () => Promise<void> }) {
  const end = useMutation({
    mutationFn: () => endAccountSession(session.id),
    onSuccess: () => toast({ title: m.sessionEndedTitle, description: m.sessionEnded }),
    onError: (error) => toastFailure(m.endFailedTitle, error),
    onSettled: onEnded,
  });
  const label = `${session.browser} on ${session.system}`;
  return (
    <div className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between" data-testid="account-session">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <span className="break-words">{label}</span>
          {session.current ? <Badge>{m.thisDevice}</Badge> : null}
        </p>
        <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 text-sm text-muted-foreground">
          <dt>IP address</dt>
          <dd className="break-all">{session.ip ?? 'Unknown'}</dd>
          <dt>Signed in</dt>
          <dd>{formatExactTime(session.signedInAt)}</dd>
          <dt>Last seen</dt>
          <dd>{session.current ? 'Now' : <RelativeTime value={session.lastSeenAt} />}</dd>
        </dl>
      </div>
      {session.current ? null : (
        <Button
          variant="outline"
          size="sm"
          className="shrink-0 max-sm:w-full"
          disabled={end.isPending}
          aria-label={`${m.endSession}: ${label}, signed in ${formatExactTime(session.signedInAt)}`}
          onClick={() => end.mutate()}
        >
          {end.isPending ? 'Ending…' : m.endSession}
        </Button>
      )}
    </div>
  );
}

type PasswordInput = z.input<typeof changePasswordSchema>;
type PasswordOutput = z.output<typeof changePasswordSchema>;

function ChangePasswordSection() {
  const queryClient = useQueryClient();
  const form = useForm<PasswordInput, unknown, PasswordOutput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      const { ended } = await changeAccountPassword(values);
      form.reset();
      toast({ title: m.passwordChangedTitle, description: m.passwordChanged(ended) });
      await refreshAfterWrite(queryClient, securityKeys.all);
    } catch (error) {
      applyFieldErrors(error, ['currentPassword', 'password', 'confirmPassword'], form.setError);
      toast({ title: m.changeFailedTitle, description: describeFailure(error, m.changeFailedTitle), variant: 'destructive' });
    }
  });
  return (
    <section aria-labelledby="change-password-heading" className="rounded-lg border bg-card p-6">
      <h2 id="change-password-heading" className="text-xl font-semibold">
        {m.changePasswordTitle}
      </h2>
      <p className="mt-2 text-sm text-muted-foreground">{m.changePasswordDescription}</p>
      <form noValidate onSubmit={submit} className="mt-6 flex flex-col gap-4" aria-label={m.changePasswordTitle}>
        <PasswordField
          id="currentPassword"
          label="Current password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...form.register('currentPassword')}
        />
        <PasswordField id="password" label="New password" autoComplete="new-password" error={errors.password?.message} {...form.register('password')} />
        <PasswordField
          id="confirmPassword"
          label="Confirm new password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        <Button type="submit" disabled={isSubmitting} className="self-start max-sm:w-full">
          {isSubmitting ? 'Changing…' : m.changePasswordTitle}
        </Button>
      </form>
    </section>
  );
}
