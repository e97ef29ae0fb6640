import { useState, type MouseEvent } from 'react';
import { Download } from 'lucide-react';
import { adminMessages } from '@contracts/profiles/contracts/profile-messages.contract.ts';
import type { StepUpStatus } from '@contracts/identity/contracts/step-up.contract.ts';
import { apiFetch } from '../../api/api-client.ts';
import { requestStepUp, StepUpCancelledError } from '../../api/step-up.ts';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { describeFailure } from '../auth/server-errors.ts';

/**
 * 'Export CSV' as a plain download link, like the Community tab's: the browser streams the file
 * to disk itself (the session cookie goes with it), so a big export never sits in the page's memory.
 * An export asks for a fresh second factor (decision 045): the click first makes sure this session
 * has one, asking for a code when it has not, then follows the link.
 */
/** A few seconds' margin: a window about to close would let the download be refused. */
const MARGIN_MS = 15_000;

/**
 * Before a request the page cannot repeat itself (a download the browser follows): asks for a
 * fresh factor first when this session will need one (decision 045).
 */
async function ensureFreshFactor(): Promise<void> {
  const status = await apiFetch<StepUpStatus>('/api/account/step-up');
  if (!status.required) return;
  if (status.freshUntil && Date.parse(status.freshUntil) - Date.now() > MARGIN_MS) return;
  await requestStepUp();
}

export function ExportCsvLink({ href, what }: { href: string; what: string }) {
  const [checking, setChecking] = useState(false);

  const onClick = async (event: MouseEvent<HTMLAnchorElement>) => {
    // The second click, made below once the factor is fresh, goes through as a normal download.
    if (event.currentTarget.dataset.ready === 'true') {
      delete event.currentTarget.dataset.ready;
      return;
    }
    event.preventDefault();
    const link = event.currentTarget;
    setChecking(true);
    try {
      await ensureFreshFactor();
      link.dataset.ready = 'true';
      link.click();
    } catch (error) {
      if (error instanceof StepUpCancelledError) toast({ title: 'Export not started', description: error.message });
      else toast({ title: 'Export not started', description: describeFailure(error, 'We could not start the export. Please try again.'), variant: 'destructive' });
    } finally {
      setChecking(false);
    }
  };

  return (
    <Button asChild variant="outline">
      <a href={href} download aria-label={`${adminMessages.exportCsv}: ${what}`} aria-busy={checking || undefined} onClick={(event) => void onClick(event)}>
        <Download aria-hidden="true" />
        {adminMessages.exportCsv}
      </a>
    </Button>
  );
}
