import { Download } from 'lucide-react';
import { adminMessages } from '@contracts/profiles/contracts/profile-messages.contract.ts';
import { Button } from '../../components/ui/button.tsx';

/**
 * 'Export CSV' as a plain download link, like the Community tab's: the browser streams the file
 * to disk itself (the session cookie goes with it), so a big export never sits in the page's memory.
 */
export function ExportCsvLink({ href, what }: { href: string; what: string }) {
  return (
    <Button asChild variant="outline">
      <a href={href} download aria-label={`${adminMessages.exportCsv}: ${what}`}>
        <Download aria-hidden="true" />
        {adminMessages.exportCsv}
      </a>
    </Button>
  );
}
