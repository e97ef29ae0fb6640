import { Suspense } from 'react';
import { BookmarkPlus } from 'lucide-react';
import { shortlistMessages } from '@contracts/shortlists/contracts/shortlist-messages.contract.ts';
import { deferredDialog, useDeferredDialog } from '../../components/deferred-dialog.ts';
import { Button } from '../../components/ui/button.tsx';

const loadDialog = () => import('./add-to-shortlist-dialog.tsx').then((module) => module.AddToShortlistDialog);
const AddToShortlistDialog = deferredDialog(loadDialog);

/**
 * 'Add to Shortlist' on the public profile and the comparison, for a signed-in client (spec part 2
 * section 2). The dialog's code loads as it is first opened, not with the profile.
 */
export function AddToShortlistButton({ executiveId, executiveName }: { executiveId: string; executiveName: string }) {
  const dialog = useDeferredDialog(loadDialog);
  return (
    <>
      <Button variant="accent" className="w-full sm:w-auto" {...dialog.triggerProps}>
        <BookmarkPlus aria-hidden="true" />
        {shortlistMessages.addToShortlist}
      </Button>
      {dialog.mounted ? (
        <Suspense fallback={null}>
          <AddToShortlistDialog
            executiveId={executiveId}
            executiveName={executiveName}
            {...dialog.controls}
          />
        </Suspense>
      ) : null}
    </>
  );
}
