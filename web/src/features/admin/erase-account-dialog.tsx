import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { accountDeletionMessages as m, DELETION_CONFIRMATION_WORD } from '@contracts/identity/contracts/account-deletion.contract.ts';
import { ApiError } from '../../api/api-client.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { TextField } from '../../components/ui/form-field.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { adminKeys, eraseAccount } from './admin-api.ts';
import { refreshAfterWrite } from '../../api/refresh-after-write.ts';

export type ErasureRequest = { id: string; name: string; email: string };

/**
 * A super admin erases an account on a request the person sent by e-mail (decision 039): the
 * word typed, then the account leaves every list at once and the worker erases the rest.
 */
export function EraseAccountDialog({ request, onClose }: { request: ErasureRequest | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const close = () => {
    setConfirmation('');
    setError(undefined);
    onClose();
  };
  const erase = async () => {
    if (!request) return;
    if (confirmation.trim() !== DELETION_CONFIRMATION_WORD) {
      setError(m.confirmationMismatch);
      return;
    }
    setBusy(true);
    try {
      await eraseAccount(request.id);
      toast({ title: m.erasedByAdminTitle, description: `${request.email}: ${m.erasedByAdmin}` });
      await refreshAfterWrite(queryClient, adminKeys.all);
      close();
    } catch (failure) {
      const description = failure instanceof ApiError && failure.detail ? failure.detail : 'Please try again.';
      toast({ title: 'The account was not erased', description, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={request !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle className="break-words">Erase account: {request?.name}</DialogTitle>
          <DialogDescription className="break-words">
            Only on a request {request?.email} sent us by e-mail. They are signed out at once and leave every list; they get a
            confirmation, then everything they hold here is erased within minutes. Your action is recorded.
          </DialogDescription>
        </DialogHeader>
        <TextField
          id="erase-confirmation"
          label={`Type ${DELETION_CONFIRMATION_WORD} to confirm`}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={confirmation}
          error={error}
          onChange={(event) => setConfirmation(event.target.value)}
        />
        <DialogFooter>
          <Button variant="outline" onClick={close}>
            Cancel
          </Button>
          <Button variant="destructive" disabled={busy} onClick={() => void erase()}>
            {busy ? 'Erasing…' : 'Erase account'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
