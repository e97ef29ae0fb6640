import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { CheckCircle2, LogOut, MessagesSquare, UserX } from 'lucide-react';
import type { Membership } from '@contracts/community/contracts/community.contract.ts';
import type { NotificationPreferences } from '@contracts/community/contracts/community-form.contract.ts';
import { joinMessages, preferencesMessages as m } from '@contracts/community/contracts/community-messages.contract.ts';
import { ApiError } from '../../api/api-client.ts';
import { toastFailure } from '../../api/query-failure-toast.ts';
import { PageEmpty, PageError, PageLoading } from '../../components/page-states.tsx';
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
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Label } from '../../components/ui/label.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { useSessionStore } from '../../stores/session.store.ts';
import { useDocumentTitle } from '../layout/use-document-title.ts';
import { useLeaveCommunity, useMembership, useSavePreferences } from './community-api.ts';
import { describeConsent } from './consent-record.ts';

const preferencesOf = (membership: Membership): NotificationPreferences => ({
  events: membership.preferences.find((p) => p.preference === 'events')?.given ?? false,
  newsletter: membership.preferences.find((p) => p.preference === 'newsletter')?.given ?? false,
  discussions: membership.preferences.find((p) => p.preference === 'discussions')?.given ?? false,
});

/** Slack's account is Slack's: said before leaving and after (decision 036; Slack's API cannot remove members on our plan). */
function SlackNotice({ headingLevel = 'h2' }: { headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  return (
    <section aria-labelledby="slack-notice-title" className="flex flex-col gap-2 rounded-card border border-border bg-muted/40 p-4 text-left">
      <Heading id="slack-notice-title" className="flex items-center gap-2 font-semibold text-foreground">
        <MessagesSquare className="size-4 shrink-0" aria-hidden="true" />
        {m.slackTitle}
      </Heading>
      <p className="text-sm text-muted-foreground">{m.slackNotice}</p>
      <a href={m.slackHelpUrl} target="_blank" rel="noreferrer" className="text-sm font-medium text-brand underline-offset-4 hover:underline">
        {m.slackHelp}
      </a>
    </section>
  );
}

function PreferencesForm({ membership, token, viewerId }: { membership: Membership; token: string | undefined; viewerId: string | null }) {
  const saved = preferencesOf(membership);
  const [chosen, setChosen] = useState<NotificationPreferences>(saved);
  const save = useSavePreferences(token, viewerId);
  const changed = (Object.keys(saved) as (keyof NotificationPreferences)[]).some((key) => saved[key] !== chosen[key]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      const next = await save.mutateAsync(chosen);
      setChosen(preferencesOf(next));
      toast({ title: m.saved });
    } catch (error) {
      toastFailure(m.saveFailed, error);
    }
  };

  return (
    <form onSubmit={submit} aria-labelledby="preferences-form-title" className="flex flex-col gap-5">
      <fieldset className="flex flex-col gap-4">
        <legend id="preferences-form-title" className="mb-2 text-lg font-semibold text-foreground">
          {joinMessages.preferencesTitle}
        </legend>
        {membership.preferences.map((consent) => {
          const key = consent.preference;
          return (
            <div key={key} className="flex items-start gap-3">
              <Checkbox
                id={`preference-${key}`}
                className="mt-0.5"
                aria-describedby={`preference-${key}-description preference-${key}-record`}
                checked={chosen[key]}
                onCheckedChange={(checked) => setChosen((current) => ({ ...current, [key]: checked === true }))}
              />
              <div className="flex min-w-0 flex-col gap-1">
                <Label htmlFor={`preference-${key}`} className="font-medium">
                  {joinMessages.preferenceLabels[key]}
                </Label>
                <p id={`preference-${key}-description`} className="text-sm text-muted-foreground">
                  {joinMessages.preferenceDescriptions[key]}
                </p>
                <div id={`preference-${key}-record`} className="text-xs text-muted-foreground">
                  <p>{describeConsent(consent)}</p>
                  {consent.wording ? (
                    <p className="break-words">
                      {m.shownWording} <q>{consent.wording}</q>
                    </p>
                  ) : null}
                </div>
              </div>
            </div>
          );
        })}
      </fieldset>
      <div>
        <Button type="submit" disabled={!changed || save.isPending}>
          {save.isPending ? m.saving : m.save}
        </Button>
      </div>
    </form>
  );
}

function LeaveSection({ token, onLeft }: { token: string | undefined; onLeft: () => void }) {
  const leave = useLeaveCommunity(token);
  const confirm = async () => {
    try {
      await leave.mutateAsync();
      onLeft();
    } catch (error) {
      toastFailure(m.leaveFailed, error);
    }
  };
  return (
    <section aria-labelledby="leave-title" className="flex flex-col gap-3">
      <h2 id="leave-title" className="text-lg font-semibold text-foreground">
        {m.leaveTitle}
      </h2>
      <p className="text-sm text-muted-foreground">{m.leaveDescription}</p>
      <SlackNotice headingLevel="h3" />
      <AlertDialog>
        <AlertDialogTrigger asChild>
          <Button variant="outline" className="self-start" disabled={leave.isPending}>
            <LogOut className="size-4" aria-hidden="true" />
            {leave.isPending ? m.leaving : m.leave}
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{m.leaveConfirmTitle}</AlertDialogTitle>
            <AlertDialogDescription>{m.leaveConfirmDescription}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{m.leaveCancel}</AlertDialogCancel>
            <AlertDialogAction destructive onClick={() => void confirm()}>
              {m.leaveConfirm}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </section>
  );
}

function Left() {
  return (
    <Card role="status" className="flex flex-col items-center gap-4 p-6 text-center sm:p-8">
      <CheckCircle2 className="size-10 text-brand" aria-hidden="true" />
      <h2 className="text-xl font-semibold text-foreground">{m.leftTitle}</h2>
      <p className="max-w-md text-muted-foreground">{m.leftDescription}</p>
      <SlackNotice headingLevel="h3" />
      <Button asChild variant="outline">
        <Link to="/">{m.backHome}</Link>
      </Button>
    </Card>
  );
}

/** Why the membership could not be shown: a bad link, nobody to show it for, not a member, or a failure. */
function MembershipFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 400) return <PageError message={m.linkInvalid} />;
  if (status === 401) {
    return (
      <PageEmpty title={m.signInNeeded} headingLevel="h2">
        <Button asChild>
          <Link to="/auth/login">{m.signIn}</Link>
        </Button>
      </PageEmpty>
    );
  }
  if (status === 404) {
    return (
      <PageEmpty title={m.notMember} description={m.notMemberDescription} icon={UserX} headingLevel="h2">
        <Button asChild>
          <Link to="/join-community">{m.join}</Link>
        </Button>
      </PageEmpty>
    );
  }
  return <PageError message={m.loadFailed} onRetry={onRetry} />;
}

/**
 * /community/preferences: where a community e-mail's link lands (?token=, no session needed), and
 * a signed-in member's own page without one. Each preference shows when and how it was given and
 * the words shown; the member changes them or leaves (decision 038).
 */
export function PreferencesPage({ token }: { token: string | undefined }) {
  useDocumentTitle(m.title);
  const session = useSessionStore();
  const viewerId = token ? null : (session.user?.id ?? null);
  // Without a link the answer depends on who is signed in: wait for the start-up session check.
  const ready = token !== undefined || !session.loading;
  const membership = useMembership(token, viewerId, ready);
  const [left, setLeft] = useState(false);

  let body: React.ReactNode;
  if (left) body = <Left />;
  else if (!ready || membership.isPending) body = <PageLoading label={m.loading} />;
  else if (membership.isError) body = <MembershipFailure error={membership.error} onRetry={() => void membership.refetch()} />;
  else {
    const data = membership.data;
    body = (
      <div className="flex flex-col gap-6">
        <Card className="flex flex-col gap-6 p-6 sm:p-8">
          <p className="min-w-0 text-sm text-muted-foreground">
            <span className="font-medium text-foreground">{data.firstName}</span> · <span className="break-all">{data.email}</span>
          </p>
          <PreferencesForm key={data.preferences.map((p) => `${p.preference}:${p.recordedAt}`).join()} membership={data} token={token} viewerId={viewerId} />
        </Card>
        <Card className="p-6 sm:p-8">
          <LeaveSection token={token} onLeft={() => setLeft(true)} />
        </Card>
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight text-foreground">{m.title}</h1>
      <p className="mt-3 text-muted-foreground">{m.intro}</p>
      <div className="mt-8">{body}</div>
    </div>
  );
}
