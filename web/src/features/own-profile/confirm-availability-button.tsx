import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CalendarCheck } from 'lucide-react';
import { availabilityMessages as m } from '@contracts/profiles/contracts/profile-messages.contract.ts';
import { toastFailure } from '../../api/query-failure-toast.ts';
import { AvailabilityConfirmed } from '../../components/availability-confirmed.tsx';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { directoryKeys } from '../browse/use-directory-search.ts';
import { executiveKeys } from '../public-profile/use-executive-profile.ts';
import { confirmOwnAvailability, ownProfileKeys } from './profile-api.ts';
import { refreshAfterWrite } from '../../api/refresh-after-write.ts';

/**
 * /profile for an approved executive: when they last confirmed their availability, and the
 * one-click 'Confirm availability' (decision 023). The badge updates from the refetched profile.
 */
export function ConfirmAvailability({ confirmedAt }: { confirmedAt: string | null }) {
  const queryClient = useQueryClient();
  const confirm = useMutation({
    mutationFn: confirmOwnAvailability,
    onSuccess: async (result) => {
      toast({ title: m.confirmed, description: result.message });
      // The directory's cards and the public profile show the date too.
      await Promise.all([
        refreshAfterWrite(queryClient, ownProfileKeys.all),
        refreshAfterWrite(queryClient, directoryKeys.all),
        refreshAfterWrite(queryClient, executiveKeys.all),
      ]);
    },
    onError: (error) => toastFailure(m.confirmFailed, error),
  });
  return (
    <div className="flex flex-col gap-3 rounded-md border border-border bg-muted/40 p-4 sm:flex-row sm:items-center sm:justify-between" data-testid="confirm-availability">
      <div className="flex min-w-0 flex-col gap-1">
        <AvailabilityConfirmed at={confirmedAt} className="font-medium text-foreground" />
        <p className="text-sm text-muted-foreground">{m.confirmHint}</p>
      </div>
      <Button onClick={() => confirm.mutate()} disabled={confirm.isPending} className="shrink-0">
        <CalendarCheck aria-hidden="true" />
        {m.confirmButton}
      </Button>
    </div>
  );
}
