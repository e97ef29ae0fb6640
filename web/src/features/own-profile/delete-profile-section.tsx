import { useState } from 'react';
import { Trash2 } from 'lucide-react';
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
  AlertDialogTrigger,
} from '../../components/ui/alert-dialog.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card.tsx';

/** 'Delete profile', confirmed with 'Are you absolutely sure?'. */
export function DeleteProfileSection({ onDelete }: { onDelete: () => Promise<void> }) {
  const [deleting, setDeleting] = useState(false);
  const confirm = async () => {
    setDeleting(true);
    try {
      await onDelete();
    } finally {
      setDeleting(false);
    }
  };

  return (
    <Card className="border-destructive/40">
      <section aria-labelledby="delete-heading">
        <CardHeader>
          <h2 id="delete-heading" className="text-lg font-semibold text-foreground">
            Delete profile
          </h2>
          <CardDescription>Remove your executive profile from TalentLeaders. Your account stays.</CardDescription>
        </CardHeader>
        <CardContent>
          <AlertDialog>
            <AlertDialogTrigger asChild>
              <Button variant="destructive" disabled={deleting}>
                <Trash2 aria-hidden="true" />
                {deleting ? 'Deleting...' : 'Delete profile'}
              </Button>
            </AlertDialogTrigger>
            <AlertDialogContent>
              <AlertDialogHeader>
                <AlertDialogTitle>{profileMessages.deleteConfirmTitle}</AlertDialogTitle>
                <AlertDialogDescription>
                  This action cannot be undone. It permanently deletes your profile and removes it from the directory.
                </AlertDialogDescription>
              </AlertDialogHeader>
              <AlertDialogFooter>
                <AlertDialogCancel>Cancel</AlertDialogCancel>
                <AlertDialogAction destructive onClick={() => void confirm()}>
                  Delete profile
                </AlertDialogAction>
              </AlertDialogFooter>
            </AlertDialogContent>
          </AlertDialog>
        </CardContent>
      </section>
    </Card>
  );
}
