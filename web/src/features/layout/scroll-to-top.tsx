import { useEffect } from 'react';
import { useRouterState } from '@tanstack/react-router';

/** Spec: every path change scrolls to the top (a query-string change, like a filter, does not). */
export function ScrollToTop() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
