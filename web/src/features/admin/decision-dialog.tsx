import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';

export type DecisionRequest = { id: string; name: string; decision: 'reject' | 'revoke' };

const TEXT = {
  reject: { title: 'Reject profile', action: 'Reject', body: 'The profile stays hidden and the executive is told by e-mail.' },
  revoke: { title: 'Revoke approval', action: 'Revoke approval', body: 'The profile disappears from the directory at once and the executive is told by e-mail.' },
} as const;

/** Reject or revoke with an optional reason (e-mailed to the executive). */
export function DecisionDialog({
  request,
  busy,
  onConfirm,
  onClose,
}: {
  request: DecisionRequest | null;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const text = request ? TEXT[request.decision] : TEXT.reject;
  return (
    <Dialog
      open={request !== null}
      onOpenChange={(open) => {
        if (!open) {
          setReason('');
          onClose();
        }
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {text.title}: {request?.name}
          </DialogTitle>
          <DialogDescription>{text.body}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="decision-reason">Reason (optional)</Label>
          <Textarea
            id="decision-reason"
            value={reason}
            maxLength={2000}
            onChange={(event) => setReason(event.target.value)}
            placeholder="What should the executive change?"
          />
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button
            variant="destructive"
            disabled={busy}
            onClick={() => {
              onConfirm(reason);
              setReason('');
            }}
          >
            {busy ? 'Saving...' : text.action}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
