import { useMutation } from '@tanstack/react-query';
import { Link, useSearch } from '@tanstack/react-router';
import { MailX } from 'lucide-react';
import { savedSearchMessages as m } from '@contracts/saved-searches/contracts/saved-searches-messages.contract.ts';
import { PageError } from '../../components/page-states.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { useDocumentTitle } from '../layout/use-document-title.ts';
import { unsubscribe } from './saved-searches-api.ts';

/**
 * Where a digest's unsubscribe link lands in a browser: a button confirms (a GET never
 * unsubscribes, so link scanners cannot), then the confirmation. No session needed.
 */
export function UnsubscribePage() {
  useDocumentTitle(m.unsubscribeConfirm);
  const { token }: { token?: string } = useSearch({ from: '/saved-searches/unsubscribe' });
  const confirm = useMutation({ mutationFn: () => unsubscribe(token ?? '') });

  return (
    <div className="mx-auto flex max-w-lg flex-col px-4 py-12 sm:px-6">
      {!token || confirm.isError ? (
        <PageError title={m.unsubscribeConfirm} headingLevel="h1" message={m.unsubscribeInvalid} />
      ) : (
      <Card className="flex flex-col items-center gap-4 p-6 text-center">
        <MailX aria-hidden="true" className="size-10 text-muted-foreground" />
        {confirm.isSuccess ? (
          <>
            <h1 className="text-2xl font-bold">{m.unsubscribedTitle}</h1>
            <p className="text-muted-foreground">{m.unsubscribedDescription}</p>
            <Button asChild variant="outline">
              <Link to="/saved-searches">{m.pageTitle}</Link>
            </Button>
          </>
        ) : (
          <>
            <h1 className="text-2xl font-bold">Stop these search alerts?</h1>
            <p className="text-muted-foreground">You will no longer get the e-mails for these saved searches.</p>
            <Button onClick={() => confirm.mutate()} disabled={confirm.isPending}>
              {m.unsubscribeConfirm}
            </Button>
          </>
        )}
      </Card>
      )}
    </div>
  );
}
