import { useEffect } from 'react';
import { adminMessages } from '@contracts/profiles/contracts/profile-messages.contract.ts';
import { ApiError } from '../../api/api-client.ts';
import { toast } from '../../components/ui/use-toast.ts';

/**
 * Spec part 1 section 8 Admin: each failed load says which list failed, once per failure. A 403
 * means the admin role is gone (revoked while the page was open): the spec's 'Access Denied' for a
 * non-admin opening an admin panel says so better than a retry would.
 */
export function useLoadFailureToast(error: Error | null, title: string): void {
  useEffect(() => {
    if (!error) return;
    if (error instanceof ApiError && error.status === 403) {
      toast({ title: adminMessages.accessDeniedTitle, description: adminMessages.accessDeniedPanel, variant: 'destructive' });
      return;
    }
    toast({ title, description: adminMessages.requestFailed, variant: 'destructive' });
  }, [error, title]);
}
