import { useEffect } from 'react';
import { toastFailure } from './shortlist-toasts.ts';

/** Shows a load failure's toast once per failed fetch (a retry that fails again toasts again). */
export function useFailureToast(query: { isError: boolean; errorUpdatedAt: number; error: unknown }, message: string): void {
  const { isError, errorUpdatedAt, error } = query;
  useEffect(() => {
    if (isError) toastFailure(message, error);
    // errorUpdatedAt changes with every new failure; error alone may be an equal object.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isError, errorUpdatedAt, message]);
}
