import { useEffect } from 'react';
import { adminMessages } from '@contracts/profiles/contracts/profile-messages.contract.ts';
import { toast } from '../../components/ui/use-toast.ts';

/** Spec part 1 section 8 Admin: each failed load says which list failed, once per failure. */
export function useLoadFailureToast(failed: boolean, title: string): void {
  useEffect(() => {
    if (failed) toast({ title, description: adminMessages.requestFailed, variant: 'destructive' });
  }, [failed, title]);
}
