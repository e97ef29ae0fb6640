import { BookmarkPlus } from 'lucide-react';
import { shortlistMessages } from '@contracts/shortlists/contracts/shortlist-messages.contract.ts';
import { DeferredDialogButton, deferredDialog } from '../../components/deferred-dialog.tsx';

const loadDialog = () => import('./add-to-shortlist-dialog.tsx').then((module) => module.AddToShortlistDialog);
const AddToShortlistDialog = deferredDialog(loadDialog);

/**
 * 'Add to Shortlist' on the public profile and the comparison, for a signed-in client (spec part 2
 * section 2). The dialog's code loads as it is first opened, not with the profile.
 */
export function AddToShortlistButton({ executiveId, executiveName }: { executiveId: string; executiveName: string }) {
  return (
    <DeferredDialogButton
      variant="accent"
      className="w-full sm:w-auto"
      prefetch={loadDialog}
      dialog={(controls) => <AddToShortlistDialog executiveId={executiveId} executiveName={executiveName} {...controls} />}
    >
      <BookmarkPlus aria-hidden="true" />
      {shortlistMessages.addToShortlist}
    </DeferredDialogButton>
  );
}
