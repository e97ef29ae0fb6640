import { useEffect } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { authMessages } from '@contracts/identity/contracts/auth-messages.contract.ts';
import { toast } from '../../components/ui/use-toast.ts';
import { onAuthEvent } from '../../stores/session.store.ts';

/**
 * Spec part 1 section 4: SIGNED_OUT resets the session and navigates to /. Mounted once by the
 * header, which lives as long as the app. A session the server refused to renew also says why.
 */
export function useSignedOutNavigation(): void {
  const navigate = useNavigate();
  useEffect(
    () =>
      onAuthEvent((event, reason) => {
        if (event !== 'SIGNED_OUT') return;
        if (reason === 'expired') toast({ description: authMessages.sessionExpired });
        void navigate({ to: '/' });
      }),
    [navigate],
  );
}
