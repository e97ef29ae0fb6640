import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Fetches anew what a write has changed. TanStack Query's invalidation refetches a query, but a
 * query's first fetch still in flight (a new search key, say) is joined rather than restarted, and
 * that answer, read before the write, then stands as the answer after it: the community tab showed
 * a member 'Not Invited' and, seeing no invite queued, never polled (issue 41). Cancelling first
 * (TanStack's own advice before an optimistic update) drops such a read, so the refetch is the one
 * that counts.
 */
export async function refreshAfterWrite(queryClient: QueryClient, queryKey: QueryKey): Promise<void> {
  await queryClient.cancelQueries({ queryKey });
  await queryClient.invalidateQueries({ queryKey });
}
