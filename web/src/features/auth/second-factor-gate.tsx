import { useEffect } from 'react';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useSessionStore } from '../../stores/session.store.ts';
import { SECOND_FACTOR_PATH } from './access.ts';

/**
 * Keeps a super admin or consultant without a second factor on the enrolment screen (decision 043):
 * the server refuses them everything else (403 second_factor_required), so any other page could
 * only fail. Rendered once in the root layout; follows the session as it changes.
 */
export function SecondFactorGate() {
  const mustEnrol = useSessionStore((session) => session.user !== null && session.mustEnrolSecondFactor);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const navigate = useNavigate();
  useEffect(() => {
    if (mustEnrol && pathname.replace(/\/+$/, '') !== SECOND_FACTOR_PATH) void navigate({ to: SECOND_FACTOR_PATH, replace: true });
  }, [mustEnrol, pathname, navigate]);
  return null;
}
