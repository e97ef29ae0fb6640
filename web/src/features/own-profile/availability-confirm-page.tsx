import { useEffect, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link, useSearch } from '@tanstack/react-router';
import { CalendarCheck } from 'lucide-react';
import { availabilityMessages as m } from '@contracts/profiles/contracts/profile-messages.contract.ts';
import { PageError, PageLoading } from '../../components/page-states.tsx';
import { AvailabilityConfirmed } from '../../components/availability-confirmed.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { describeFailure } from '../auth/server-errors.ts';
import { useDocumentTitle } from '../layout/use-document-title.ts';
import { confirmAvailabilityByToken } from './profile-api.ts';

function ProfileLink() {
  return (
    <Button asChild variant="outline">
      <Link to="/profile">{m.goToProfile}</Link>
    </Button>
  );
}

/**
 * Where a reminder's one-click link lands: it confirms on load with a POST (a GET confirms nothing,
 * so a mail scanner fetching the link changes nothing; decision 023), then says so. No sign-in.
 */
export function AvailabilityConfirmPage() {
  useDocumentTitle(m.confirmButton);
  const { token }: { token?: string } = useSearch({ from: '/availability/confirm' });
  const confirm = useMutation({ mutationFn: (value: string) => confirmAvailabilityByToken(value) });
  // Once per page load, also under React's development double effects.
  const sent = useRef(false);
  const { mutate } = confirm;
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    mutate(token);
  }, [token, mutate]);

  return (
    <div className="mx-auto flex max-w-lg flex-col px-4 py-12 sm:px-6">
      {!token || confirm.isError ? (
        <PageError title={m.confirmButton} headingLevel="h1" message={token ? describeFailure(confirm.error, m.confirmFailed) : m.tokenMissing}>
          <ProfileLink />
        </PageError>
      ) : confirm.isSuccess ? (
        <Card className="flex flex-col items-center gap-4 p-6 text-center">
          <CalendarCheck aria-hidden="true" className="size-10 text-accent" />
          <h1 className="text-2xl font-bold">{m.confirmed}</h1>
          <AvailabilityConfirmed at={confirm.data.availabilityConfirmedAt} />
          <p className="text-muted-foreground">{confirm.data.message}</p>
          <ProfileLink />
        </Card>
      ) : (
        <PageLoading label={m.confirming} />
      )}
    </div>
  );
}
