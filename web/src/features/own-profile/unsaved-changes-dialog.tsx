import { profileMessages } from '@contracts/profiles/contracts/profile-messages.contract.ts';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../components/ui/alert-dialog.tsx';

/** The in-app leave prompt of a dirty form (spec part 1 sections 2 and 4). */
export function UnsavedChangesDialog({ open, onStay, onLeave }: { open: boolean; onStay: () => void; onLeave: () => void }) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => (next ? undefined : onStay())}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{profileMessages.unsavedChangesTitle}</AlertDialogTitle>
          <AlertDialogDescription>{profileMessages.unsavedChangesConfirm}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel onClick={onStay}>{profileMessages.unsavedChangesStay}</AlertDialogCancel>
          <AlertDialogAction destructive onClick={onLeave}>
            {profileMessages.unsavedChangesLeave}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
