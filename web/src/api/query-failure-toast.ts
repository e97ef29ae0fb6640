import { useEffect, useRef } from 'react';
import { toast } from '../components/ui/use-toast.ts';
import { ApiError } from './api-client.ts';

/** What a failure toast says (spec part 1 section 8: destructive, the message as the description). */
export type FailureToastContent = { title: string; description: string };

/**
 * 'Error' and the message. A refusal the server explains (a 4xx with its own text, e.g.
 * 'Shortlist not found.') adds that text, so people learn why and not only what failed.
 */
export function describeFailure(message: string, error?: unknown, title = 'Error'): FailureToastContent {
  const reason = error instanceof ApiError && error.status >= 400 && error.status < 500 && error.detail !== message ? error.detail : null;
  return { title, description: reason ? `${message} ${reason}` : message };
}

/** The failure toast of a mutation (call it from onError). */
export function toastFailure(message: string, error?: unknown, title = 'Error'): void {
  toast({ ...describeFailure(message, error, title), variant: 'destructive' });
}

type FailedQuery = { isError: boolean; error: unknown; errorUpdatedAt: number };

/**
 * The one 'toast when a query fails' hook: one toast per failed fetch (a retry that fails again
 * toasts again), none while the query succeeds. `failure` is the message (shown as
 * describeFailure shows it) or a function of the error for features that word it their own way.
 */
export function useQueryFailureToast(query: FailedQuery, failure: string | ((error: unknown) => FailureToastContent)): void {
  const { isError, error, errorUpdatedAt } = query;
  // Read at failure time, so an inline function does not toast again on every render.
  const latest = useRef({ failure, error });
  useEffect(() => {
    latest.current = { failure, error };
  });
  useEffect(() => {
    if (!isError) return;
    const { failure: describe, error: cause } = latest.current;
    const content = typeof describe === 'string' ? describeFailure(describe, cause) : describe(cause);
    toast({ ...content, variant: 'destructive' });
    // errorUpdatedAt changes with every new failure; the error alone may be an equal object.
  }, [isError, errorUpdatedAt]);
}
