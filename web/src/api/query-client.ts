import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

/** One per browser tab (main.tsx) and one per server-rendered page (entry-server.tsx). */
export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx will not change by asking again; network blips and 5xx get two more tries.
        retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500) && failureCount < 2,
      },
    },
  });
}
